import { type ClassValue, clsx } from 'clsx';

/** Joins class names; conditional classes read better than string templates. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
