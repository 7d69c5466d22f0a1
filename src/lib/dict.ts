// A record keyed by strings a client chose (selection ids, field paths): it has no prototype, so a key named
// `constructor`, `toString` or `__proto__` is only a key and never reaches Object.prototype's members.
export const dict = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;
