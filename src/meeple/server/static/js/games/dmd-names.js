// Dead Man's Draw's names as the server's glossary (welcome.glossary) gives them. The browser
// writes none of them: a card, suit or trait the glossary does not name shows its notation.

const CARD_CODE = /^([a-z-]+?)(\d+)$/;

function entry(section, id) {
  if (!section || typeof section !== "object") return undefined;
  if (Array.isArray(section)) return section.find((item) => item && item.id === id);
  return section[id];
}

function nameOf(item) {
  if (typeof item === "string") return item;
  if (item && typeof item === "object" && typeof item.name === "string") return item.name;
  return undefined;
}

function textOf(item) {
  if (!item || typeof item !== "object") return "";
  for (const key of ["text", "summary", "ability", "help"]) {
    if (typeof item[key] === "string") return item[key];
  }
  return "";
}

/** A card's suit id and value from its notation: "kraken5" -> {suit: "kraken", value: 5}. */
export function splitCard(code, glossary) {
  const known = entry(glossary && glossary.cards, code);
  if (known && typeof known === "object" && known.suit) {
    return { suit: known.suit, value: known.value ?? Number((CARD_CODE.exec(code) || [])[2]) };
  }
  const match = CARD_CODE.exec(code || "");
  return match ? { suit: match[1], value: Number(match[2]) } : { suit: "", value: null };
}

/** A suit's name ("Kraken"), from the glossary. */
export function suitName(glossary, suit) {
  return nameOf(entry(glossary && glossary.suits, suit)) || suit;
}

/** What a suit's cards do, from the glossary ("" if it holds none). */
export function suitText(glossary, suit) {
  return textOf(entry(glossary && glossary.suits, suit));
}

/** A card's name ("Kraken 5"), from the glossary. */
export function cardName(glossary, code) {
  const named = nameOf(entry(glossary && glossary.cards, code));
  if (named) return named;
  const { suit, value } = splitCard(code, glossary);
  const suitNamed = nameOf(entry(glossary && glossary.suits, suit));
  return suitNamed && value !== null ? `${suitNamed} ${value}` : code;
}

/** A trait's name ("Davy Jones' Locker"), from the glossary. */
export function traitName(glossary, trait) {
  return nameOf(entry(glossary && glossary.traits, trait)) || trait;
}

/** A trait's text, from the glossary ("" if it holds none). */
export function traitText(glossary, trait) {
  return textOf(entry(glossary && glossary.traits, trait));
}

/** The suit a trait works on, if the glossary says it ("" otherwise). */
export function traitSuit(glossary, trait) {
  const item = entry(glossary && glossary.traits, trait);
  return item && typeof item === "object" && typeof item.suit === "string" ? item.suit : "";
}

/** One of the table's words (glossary.table: "draw_pile" -> "Draw pile"), or fallback. */
export function tableWord(glossary, key, fallback) {
  const table = glossary && glossary.table;
  return table && typeof table[key] === "string" ? table[key] : fallback;
}

/** What a pending effect waits for (glossary.pending), "" if the glossary holds nothing. */
export function pendingText(glossary, effect) {
  const pending = glossary && glossary.pending;
  return pending && typeof pending[effect] === "string" ? pending[effect] : "";
}

/** A phase's name (glossary.phases), or the phase's id. */
export function phaseName(glossary, phase) {
  const phases = glossary && glossary.phases;
  return phases && typeof phases[phase] === "string" ? phases[phase] : phase;
}
