/** Text made safe to place in HTML or XML, in content and in quoted attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
