import { useEffect, useState } from "react";

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
      const part = (value: string) => encodeURIComponent(value);
      const path =
        name.length >= 3
          ? `checkNicknameExists/nickname/${part(name)}/firstname/${part(first)}/lastname/${part(last)}`
          : `getNicknameProposals/firstname/${part(first)}/lastname/${part(last)}`;
      setCheck((current) => ({ ...current, state: name.length >= 3 ? "checking" : "idle" }));
      try {
        const response = await fetch(`/rest/v1/public/${path}`, { signal: controller.signal });
        if (!response.ok) return setCheck({ state: "idle", proposals: [] });
        const answer = (await response.json()) as { exists?: boolean; proposals: string[] };
        if (name.length < 3) return setCheck({ state: "idle", proposals: answer.proposals });
        setCheck({ state: answer.exists ? "taken" : "free", proposals: answer.proposals });
      } catch {
        // Typing on aborted the check; the next one follows.
      }
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [nickname, firstname, lastname]);
  return check;
}
