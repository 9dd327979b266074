/** A league's opt-out box on the consent form is named `opt-out:{competition id}`. */
export const OPT_OUT_PREFIX = "opt-out:";
