import { ApiError } from "../../plugins/errors.js";

/** A nickname another account has: said in the field's words, with the reason a form reads. */
export function takenNickname(nickname: string): ApiError {
  return new ApiError("bad_request", `Parameter "nickname": "${nickname}" is already taken`, {
    reason: "taken",
  });
}
