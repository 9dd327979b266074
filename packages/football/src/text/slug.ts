/** The name slug of website.md section 5: lower case, German transliteration, hyphens, `-` when empty. */
export function toSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .trim()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[\s\p{P}\p{S}]+/gu, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || "-";
}
