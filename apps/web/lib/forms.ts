/** The shape of an e-mail address the site's forms accept before they send it: something@somewhere.tld, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A browser's date field holding half a date sends nothing, as if it were empty. Called when the form is submitted,
 * before its data is read, this sets each such field's hidden `<name>_incomplete` input, so the server can say so
 * instead of storing no date. Read at that moment, the mark stays right after a form reset too.
 */
export function markIncompleteDates(form: HTMLFormElement): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="date"][name]')) {
    const mark = form.elements.namedItem(`${input.name}_incomplete`);
    if (mark instanceof HTMLInputElement) mark.value = input.validity.badInput ? "1" : "";
  }
}
