import { ApiCallError } from "@spielfeld/api-client";
import { useEffect, useState } from "react";
import { browserApi } from "@/lib/browser-api";

export interface NicknameCheck {
  state: "idle" | "checking" | "free" | "taken";
  proposals: string[];
}

/** Availability and proposals for a nickname as the visitor types (the form submits without this, too). */
export function useNicknameCheck(nickname: string, firstname: string, lastname: string): NicknameCheck {
  const [check, setCheck] = useState<NicknameCheck>({ state: "idle", proposals: [] });
  useEffect(() => {
    const first = firstname.trim() || "-";
    const last = lastname.trim() || "-";
    const name = nickname.trim();
    if (name.length < 3 && (first === "-" || last === "-")) {
      setCheck({ state: "idle", proposals: [] });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const api = browserApi().account;
      const options = { signal: controller.signal };
      setCheck((current) => ({ ...current, state: name.length >= 3 ? "checking" : "idle" }));
      try {
        if (name.length < 3) {
          const answer = await api.getNicknameProposals({ firstname: first, lastname: last }, options);
          return setCheck({ state: "idle", proposals: answer.proposals });
        }
        const answer = await api.checkNicknameExists({ nickname: name, firstname: first, lastname: last }, options);
        setCheck({ state: answer.exists ? "taken" : "free", proposals: answer.proposals });
      } catch (error) {
        // A refused check says nothing about the name; typing on aborted it, and the next one follows.
        if (error instanceof ApiCallError) setCheck({ state: "idle", proposals: [] });
      }
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [nickname, firstname, lastname]);
  return check;
}
