/** Fills `{name}` placeholders; a missing value leaves nothing behind and dangling separators go. */
export function fillTemplate(template: string, values: Record<string, string | number | null | undefined>): string {
  const filled = template.replace(/\{\s*([A-Za-z0-9_]+)\s*\}/g, (_, key: string) => {
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
  return tidy(filled);
}

/** Applies the CMS title template: `%s` or `{title}` marks where the page title goes. */
export function applyTitleTemplate(template: string | undefined, title: string): string {
  if (!template) return title;
  if (!title) return tidy(template.replace(/%s|\{\s*title\s*\}/g, ''));
  if (template.includes('%s')) return template.replace(/%s/g, title);
  if (/\{\s*title\s*\}/.test(template)) return template.replace(/\{\s*title\s*\}/g, title);
  return `${title} ${template}`.trim();
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.:;!?])/g, '$1')
    .replace(/(\s*[|–—-]\s*)+$/g, '')
    .replace(/^(\s*[|–—-]\s*)+/g, '')
    .trim();
}
