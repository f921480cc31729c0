// The page numbers a pager shows: a window of at most `size` pages around the current one (spec 001 §9: 10).
export function pageWindow(current: number, last: number, size = 10): number[] {
  const pages = Math.max(1, last);
  const count = Math.min(size, pages);
  let start = Math.max(1, current - Math.floor((count - 1) / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
