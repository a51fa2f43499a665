// The table of Dead Man's Draw, drawn from one seat's observation (the server's
// observation(seat); see src/meeple/games/dead_mans_draw/observation.py) and nothing else:
// every bank as suit piles (top card, count under it), the play area, the draw and discard
// piles, each seat's trait, whose turn it is and the scores. Each legal action is put on the
// element it concerns (docs/notation/dead-mans-draw.md): a click there sends its notation.
import { el, phraseText } from "../dom.js";
import {
  cardName, pendingText, phaseName, splitCard, suitName, suitText, tableWord, traitName, traitText,
} from "./dmd-names.js";
import { suitIcon } from "./suit-icons.js";

/** The key of the element a legal action concerns, from its notation alone. */
export function actionTarget(notation, obs, viewer) {
  const [verb, first, second] = notation.trim().split(/\s+/);
  switch (verb) {
    case "draw":
      return "draw";
    case "bank":
      return "bank";
    case "keep":
      return `trait:${first}`;
    case "target":
    case "plunder":
      return `seat:${first}`;
    case "hook":
    case "give":
      return `pile:${viewer}:${first}`;
    case "cannon":
    case "sword":
      return `pile:${first}:${second}`;
    case "seize":
      return obs.pending && obs.pending.victim !== undefined ? `pile:${obs.pending.victim}:${first}` : null;
    case "take":
      return `card:${first}`;
    default:
      return null;
  }
}

function cardNode(code, glossary, { small = false, extra = "", note = "" } = {}) {
  const { suit, value } = splitCard(code, glossary);
  const name = cardName(glossary, code);
  return el("div", { class: `card suit-${suit} ${small ? "small" : ""} ${extra}`, title: note ? `${name} ${note}` : name,
    dataset: { card: code } },
    el("span", { class: "card-value", text: value ?? "?" }),
    suitIcon(suit),
    el("span", { class: "card-suit", text: suitName(glossary, suit) }));
}

function pileNode(seat, suit, values, glossary, targets) {
  const top = `${suit}${values[0]}`;
  const names = values.map((v) => cardName(glossary, `${suit}${v}`)).join(", ");
  const node = el("div", { class: "pile", title: names, dataset: { seat, suit } },
    cardNode(top, glossary, { small: true }),
    el("span", { class: "pile-count", text: values.length }));
  targets.set(`pile:${seat}:${suit}`, node);
  return node;
}

function traitCard(trait, glossary, { hidden = false, extra = "", placeholder = "?" } = {}) {
  if (hidden || !trait) {
    return el("div", { class: `trait face-down ${extra}` }, el("span", { class: "trait-name", text: placeholder }));
  }
  const text = traitText(glossary, trait);
  return el("div", { class: `trait ${extra}`, title: text, dataset: { trait } },
    el("span", { class: "trait-name", text: traitName(glossary, trait) }));
}

function traitBlock(ctx, seat, targets) {
  const { obs, glossary, names, viewer } = ctx;
  const block = el("div", { class: "traits" });
  const dealt = seat === viewer && obs.phase === "keep" ? obs.dealt_traits || [] : [];
  if (dealt.length && !obs.traits[seat]) {
    block.append(el("span", { class: "dealt-heading", text: tableWord(glossary, "dealt_traits", "") }));
    for (const trait of dealt) {
      const node = traitCard(trait, glossary, { extra: "dealt" });
      node.append(el("span", { class: "trait-text", text: traitText(glossary, trait) }));
      targets.set(`trait:${trait}`, node);
      block.append(node);
    }
  } else {
    const waiting = obs.phase === "keep" ? tableWord(glossary, "choosing", "?") : tableWord(glossary, "no_trait", "?");
    block.append(traitCard(obs.traits[seat], glossary, { placeholder: waiting }));
  }
  const target = (obs.locker_targets || [])[seat];
  if (target !== null && target !== undefined) {
    block.append(el("span", { class: "locker-target", text: `\u2192 ${names[target] ?? target}` }));
  }
  return block;
}

function playerPanel(ctx, seat, targets) {
  const { obs, names, viewer, agents, toAct } = ctx;
  const bank = obs.banks[seat];
  const acting = toAct.includes(seat);
  const away = (ctx.away || []).includes(seat);
  const classes = ["player", acting ? "to-act" : "", seat === viewer ? "me" : "", away ? "away" : ""];
  const head = el("div", { class: "player-head", dataset: { seat } },
    el("span", { class: "turn-mark", "aria-hidden": "true", text: acting ? "\u25B6" : "" }),
    el("span", { class: "player-name", text: names[seat] ?? `#${seat}` }),
    seat === viewer ? el("span", { class: "you", text: tableWord(ctx.glossary, "you", "(you)") }) : null,
    agents && agents[seat] && agents[seat] !== "human" ? el("span", { class: "agent", text: agents[seat] }) : null,
    away ? el("span", { class: "away-mark", text: "away" }) : null,
    el("span", { class: "score", title: tableWord(ctx.glossary, "score", "score"), text: bank.score }));
  targets.set(`seat:${seat}`, head);
  const piles = el("div", { class: "piles" });
  for (const [suit, values] of Object.entries(bank.piles)) {
    if (values.length) piles.append(pileNode(seat, suit, values, ctx.glossary, targets));
  }
  if (!piles.childElementCount) piles.append(el("span", { class: "empty", text: tableWord(ctx.glossary, "empty", "") }));
  return el("section", { class: classes.join(" "), dataset: { seat } },
    head, traitBlock(ctx, seat, targets), piles);
}

function cardRow(codes, glossary, targets, key) {
  const row = el("div", { class: `card-row ${key}` },
    el("span", { class: "row-heading", text: tableWord(glossary, key, "") }));
  for (const code of codes) {
    const node = cardNode(code, glossary);
    targets.set(`card:${code}`, node);
    row.append(node);
  }
  return row;
}

function deck(kind, count, glossary) {
  const label = tableWord(glossary, kind, kind);
  return el("div", { class: `deck ${kind.replace("_", "-")}`, title: label },
    el("div", { class: `card back ${kind === "discard_pile" ? "discard" : ""}` },
      el("span", { class: "deck-count", text: count })),
    el("span", { class: "deck-label", text: label }));
}

function centre(ctx, targets) {
  const { obs, glossary } = ctx;
  const drawPile = deck("draw_pile", obs.draw_pile, glossary);
  targets.set("draw", drawPile);
  const decks = el("div", { class: "decks" }, drawPile);
  if ((obs.draw_pile_top || []).length) {
    decks.append(el("div", { class: "oracle", title: tableWord(glossary, "draw_pile_top", "") },
      ...obs.draw_pile_top.map((c) => cardNode(c, glossary, { small: true }))));
  }
  decks.append(deck("discard_pile", obs.discard_pile, glossary));

  const safe = tableWord(glossary, "protected", "");
  const play = el("div", { class: "play-area", title: tableWord(glossary, "play_area", "") });
  for (const item of obs.play_area) {
    play.append(cardNode(item.card, glossary, item.protected ? { extra: "protected", note: safe } : {}));
  }
  if (!obs.play_area.length) play.append(el("span", { class: "empty", text: tableWord(glossary, "play_area", "") }));
  if (obs.kraken_cards_owed) {
    play.append(el("span", { class: "owed suit-kraken", title: suitName(glossary, "kraken") },
      suitIcon("kraken"), el("span", { text: `+${obs.kraken_cards_owed}` })));
  }
  const bankLabel = ctx.legal.find((item) => item.action === "bank");
  const bankButton = bankLabel ? el("button", { class: "bank-button", type: "button", text: phraseText(bankLabel.label) }) : null;
  if (bankButton) targets.set("bank", bankButton);
  const zone = el("div", { class: "play-zone" }, play);
  const pending = obs.pending && !obs.pending.chance ? pendingText(glossary, obs.pending.effect) : "";
  if (pending) zone.append(el("p", { class: "pending", text: pending }));
  if (obs.phase !== "play") zone.append(el("p", { class: "phase", text: phaseName(glossary, obs.phase) }));
  if (bankButton) zone.append(bankButton);

  const parts = [decks, zone];
  if ((obs.map_revealed || []).length) parts.push(cardRow(obs.map_revealed, glossary, targets, "map_revealed"));
  if ((obs.discard_pile_cards || []).length) {
    parts.push(cardRow(obs.discard_pile_cards, glossary, targets, "discard_pile_cards"));
  }
  return el("div", { class: "centre" }, ...parts);
}

function traitLegend(ctx) {
  const { obs, glossary, names } = ctx;
  const items = [];
  obs.traits.forEach((trait, seat) => {
    if (!trait) return;
    items.push(el("li", {},
      el("span", { class: "legend-seat", text: names[seat] ?? `#${seat}` }), " ",
      el("strong", { class: "trait-name", text: traitName(glossary, trait) }), " ",
      el("span", { class: "legend-text", text: traitText(glossary, trait) })));
  });
  const suits = Object.keys((glossary && glossary.suits) || {});
  const suitItems = (Array.isArray(glossary && glossary.suits) ? glossary.suits.map((s) => s.id) : suits)
    .filter((suit) => suitText(glossary, suit))
    .map((suit) => el("li", { class: `suit-${suit}` }, suitIcon(suit), " ",
      el("strong", { text: suitName(glossary, suit) }), " ", el("span", { text: suitText(glossary, suit) })));
  if (!items.length && !suitItems.length) return null;
  return el("details", { class: "legend" }, el("summary", { text: "cards and traits" }),
    items.length ? el("ul", { class: "legend-traits" }, ...items) : null,
    suitItems.length ? el("ul", { class: "legend-suits" }, ...suitItems) : null);
}

function bindActions(ctx, targets) {
  const bound = new Map();
  for (const item of ctx.legal) {
    const key = actionTarget(item.action, ctx.obs, ctx.viewer);
    const node = key && targets.get(key);
    if (!node) continue;
    if (bound.has(node)) {
      bound.set(node, null); // two actions on one element: only the buttons reach them
    } else {
      bound.set(node, item);
    }
  }
  for (const [node, item] of bound) {
    if (!item) continue;
    node.classList.add("actionable");
    node.title = phraseText(item.label);
    node.dataset.action = item.action;
    if (node.tagName !== "BUTTON") {
      node.setAttribute("role", "button");
      node.tabIndex = 0;
      node.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          ctx.onAction(item.action);
        }
      });
    }
    node.addEventListener("click", (event) => {
      event.stopPropagation();
      ctx.onAction(item.action);
    });
  }
}

/**
 * Draws the table into container. ctx: {obs, names, agents, viewer (a seat or null),
 * glossary, legal: [{action, label}], toAct: [seats], away: [seats with no page open],
 * onAction(notation)}.
 */
export function drawTable(container, ctx) {
  const { obs, viewer } = ctx;
  const targets = new Map();
  const seats = obs.banks.map((_bank, seat) => seat);
  const others = viewer === null || viewer === undefined ? seats : seats.filter((s) => s !== viewer);
  const table = el("div", { class: `dmd-table players-${seats.length}`, dataset: { phase: obs.phase } },
    el("div", { class: "opponents" }, ...others.map((seat) => playerPanel(ctx, seat, targets))),
    centre(ctx, targets),
    others.length < seats.length ? el("div", { class: "own" }, playerPanel(ctx, viewer, targets)) : null,
    traitLegend(ctx));
  bindActions(ctx, targets);
  const legendWasOpen = container.querySelector("details.legend[open]") !== null;
  container.replaceChildren(table);
  const legend = table.querySelector("details.legend");
  if (legend && legendWasOpen) legend.open = true;
}
