import { wrapIndex } from '../slider/slider-core';

/** How many groups (pages) `count` items make at `columns` per group. */
export function groupCount(count: number, columns: number): number {
  if (count <= 0) return 0;
  return Math.ceil(count / Math.max(1, Math.floor(columns) || 1));
}

/** Whether item `item` belongs to group `group` at `columns` per group. */
export function inGroup(item: number, group: number, columns: number): boolean {
  const per = Math.max(1, Math.floor(columns) || 1);
  return Math.floor(item / per) === group;
}

/** The group a request leads to, wrapping at both ends. */
export function targetGroup(current: number, groups: number, request: 'next' | 'previous'): number {
  return wrapIndex(current + (request === 'next' ? 1 : -1), groups);
}

/** A positive whole number of columns from markup (`columns-3`, `data-portfolio-columns="4"`), else null. */
export function parseColumns(value: string | null | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 12 ? n : null;
}
