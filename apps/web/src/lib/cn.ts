/** A class value: a class string, or a falsy value that is skipped. */
export type ClassValue = string | false | null | undefined | 0;

/** Joins the truthy class names with single spaces. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
