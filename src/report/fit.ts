// Fitting a comment's sections into GitHub's size limit by cutting inside them: every section
// keeps its heading and as many of its rows or blocks as its share of the room allows, then one
// line that counts the rest. Shares go to the sections by weight, a small section keeping all it
// needs and handing what it leaves to the others (weighted max-min fairness).

/** One row of a table, one folded block, or a piece that shortens itself to the room it is given. */
export type Item = string | ((room: number) => string | undefined);

export interface Section {
  /** How the closing note names it: "causes", "findings", "per-skill detail". */
  name: string;
  /** Heading, intro and table header: shown whenever the section is. */
  head: string;
  items: Item[];
  /** '\n' between table rows, '\n\n' between blocks. */
  separator: string;
  /** The line that counts `left` items not shown (a table row for a table). */
  more: (left: number) => string;
  /** Items counted but never listed (e.g. findings past the list's cap). */
  unlisted?: number;
  /** Bigger gets more of the room when there is not enough for everything. */
  weight: number;
}

export type Size = (text: string) => number;

function itemText(item: Item, room: number): string | undefined {
  return typeof item === 'string' ? item : item(room);
}

function renderWhole(section: Section): string {
  const parts = [section.head];
  for (const item of section.items) parts.push(section.separator, itemText(item, Infinity) ?? '');
  if (section.unlisted) parts.push(section.separator, section.more(section.unlisted));
  return parts.join('');
}

/**
 * The section within `budget`, or undefined when not even its heading and count fit.
 * Invariant: after each item that is not the last, the count line still fits.
 */
function renderWithin(section: Section, budget: number, size: Size): string | undefined {
  const { items, separator: sep } = section;
  const unlisted = section.unlisted ?? 0;
  const total = items.length + unlisted;
  const reserve = size(sep) + size(section.more(total));
  let used = size(section.head);
  if (used + (total > 0 ? reserve : 0) > budget) return undefined;
  const parts = [section.head];
  let shown = 0;
  for (; shown < items.length; shown++) {
    const last = shown === items.length - 1 && unlisted === 0;
    const room = budget - used - size(sep) - (last ? 0 : reserve);
    const lastRoom = budget - used - size(sep);
    let text = itemText(items[shown] as Item, room);
    if (text !== undefined && size(text) > room) text = undefined;
    // The last item may use the room kept for a count line it no longer needs.
    if (text === undefined && last) {
      text = itemText(items[shown] as Item, lastRoom);
      if (text !== undefined && size(text) > lastRoom) text = undefined;
    }
    if (text === undefined) break;
    parts.push(sep, text);
    used += size(sep) + size(text);
  }
  const left = total - shown;
  if (left > 0) parts.push(sep, section.more(left));
  return parts.join('');
}

/** Splits `room` by weight; a section needing less than its share keeps only what it needs. */
function shares(needs: number[], weights: number[], room: number): number[] {
  const out = needs.map(() => 0);
  let open = needs.map((_, i) => i);
  let left = room;
  while (open.length > 0) {
    const weight = open.reduce((n, i) => n + (weights[i] as number), 0);
    const satisfied = open.filter((i) => (needs[i] as number) <= (left * (weights[i] as number)) / weight);
    if (satisfied.length === 0) {
      for (const i of open) out[i] = Math.floor((left * (weights[i] as number)) / weight);
      break;
    }
    for (const i of satisfied) {
      out[i] = needs[i] as number;
      left -= needs[i] as number;
    }
    open = open.filter((i) => !satisfied.includes(i));
  }
  return out;
}

interface Fitted {
  /** The sections' texts in order, each within its share. */
  texts: string[];
  /** Sections shown in part. */
  cut: string[];
  /** Sections left out whole: their share could not hold even their heading. */
  dropped: string[];
}

/**
 * The sections as they are when they fit `room`; otherwise each cut to its share, and then the
 * room the shares left unused (a section cut where its next row was larger than what it had left,
 * or smaller than its share) given to the sections cut short, in their order: the causes first. A
 * row larger than its section's share was counted and never shown, in a comment that used a third
 * of its room.
 */
export function fitSections(sections: Section[], room: number, size: Size, joiner: string): Fitted {
  const whole = sections.map(renderWhole);
  const needs = whole.map((t) => size(t) + size(joiner));
  if (needs.reduce((a, b) => a + b, 0) <= room) return { texts: whole, cut: [], dropped: [] };
  const budgets = shares(
    needs,
    sections.map((s) => s.weight),
    room,
  );
  const texts = sections.map((section, i) =>
    (needs[i] as number) <= (budgets[i] as number)
      ? (whole[i] as string)
      : renderWithin(section, (budgets[i] as number) - size(joiner), size),
  );
  const used = (i: number): number => (texts[i] === undefined ? 0 : size(texts[i] as string) + size(joiner));
  let left = room - sections.reduce((n, _, i) => n + used(i), 0);
  sections.forEach((section, i) => {
    if (left <= 0 || (needs[i] as number) <= (budgets[i] as number)) return;
    const before = used(i);
    const text = renderWithin(section, before + left - size(joiner), size);
    if (text === undefined || size(text) + size(joiner) <= before) return;
    texts[i] = text;
    left -= used(i) - before;
  });
  const cut: string[] = [];
  const dropped: string[] = [];
  sections.forEach((section, i) => {
    if ((needs[i] as number) <= (budgets[i] as number)) return;
    if (texts[i] === undefined) dropped.push(section.name);
    else if (texts[i] !== whole[i]) cut.push(section.name);
  });
  return { texts: texts.filter((t): t is string => t !== undefined), cut, dropped };
}
