type ClassValue = string | false | null | undefined | 0;

/** Joins class names, skipping falsy ones. Later classes do not override earlier ones: pass disjoint utilities. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
