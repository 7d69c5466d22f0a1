// A message's `{name}` placeholders filled in: the one way, for the dictionaries (i18n.ts) and for islands that get
// their words as props and must not ship the dictionaries.
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}
