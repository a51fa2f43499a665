// The table of Dead Man's Draw, drawn from one seat's observation (the server's
// observation(seat); see src/meeple/games/dead_mans_draw/observation.py) and nothing else:
// every bank as suit piles (top card, count under it), the play area, the draw and discard
// piles, each seat's trait, whose turn it is and the scores. Each legal action is put on the
// element it concerns (docs/notation/dead-mans-draw.md): a click there sends its notation.
import { el, phraseText } from "../dom.js";
import { cardName, splitCard, suitName, suitText, traitName, traitText } from "./dmd-names.js";
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

function cardNode(code, glossary, { small = false, extra = "" } = {}) {
  const { suit, value } = splitCard(code, glossary);
  return el("div", { class: `card suit-${suit} ${small ? "small" : ""} ${extra}`, title: cardName(glossary, code) },
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

function traitCard(trait, glossary, { hidden = false, extra = "" } = {}) {
  if (hidden || !trait) {
    return el("div", { class: `trait face-down ${extra}` }, el("span", { class: "trait-name", text: "?" }));
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
    for (const trait of dealt) {
      const node = traitCard(trait, glossary, { extra: "dealt" });
      targets.set(`trait:${trait}`, node);
      block.append(node);
    }
  } else {
    block.append(traitCard(obs.traits[seat], glossary));
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
  const classes = ["player", acting ? "to-act" : "", seat === viewer ? "me" : ""];
  const head = el("div", { class: "player-head", dataset: { seat } },
    el("span", { class: "turn-mark", "aria-hidden": "true", text: acting ? "\u25B6" : "" }),
    el("span", { class: "player-name", text: names[seat] ?? `#${seat}` }),
    seat === viewer ? el("span", { class: "you", text: "(you)" }) : null,
    agents && agents[seat] && agents[seat] !== "human" ? el("span", { class: "agent", text: agents[seat] }) : null,
    el("span", { class: "score", title: "score", text: bank.score }));
  targets.set(`seat:${seat}`, head);
  const piles = el("div", { class: "piles" });
  for (const [suit, values] of Object.entries(bank.piles)) {
    if (values.length) piles.append(pileNode(seat, suit, values, ctx.glossary, targets));
  }
  if (!piles.childElementCount) piles.append(el("span", { class: "empty", text: "\u2014" }));
  return el("section", { class: classes.join(" "), dataset: { seat } },
    head, traitBlock(ctx, seat, targets), piles);
}

function cardRow(codes, glossary, targets, extra) {
  const row = el("div", { class: `card-row ${extra}` });
  for (const code of codes) {
    const node = cardNode(code, glossary);
    targets.set(`card:${code}`, node);
    row.append(node);
  }
  return row;
}

function centre(ctx, targets) {
  const { obs, glossary } = ctx;
  const drawPile = el("div", { class: "deck draw-pile", title: "draw pile" },
    el("div", { class: "card back" }, el("span", { class: "deck-count", text: obs.draw_pile })),
    el("span", { class: "deck-label", text: "draw" }));
  targets.set("draw", drawPile);
  const discard = el("div", { class: "deck discard-pile", title: "discard pile" },
    el("div", { class: "card back discard" }, el("span", { class: "deck-count", text: obs.discard_pile })),
    el("span", { class: "deck-label", text: "discard" }));
  const decks = el("div", { class: "decks" }, drawPile);
  if ((obs.draw_pile_top || []).length) {
    decks.append(el("div", { class: "oracle" }, ...obs.draw_pile_top.map((c) => cardNode(c, glossary, { small: true }))));
  }
  decks.append(discard);

  const play = el("div", { class: "play-area" });
  for (const item of obs.play_area) {
    play.append(cardNode(item.card, glossary, { extra: item.protected ? "protected" : "" }));
  }
  if (!obs.play_area.length) play.append(el("span", { class: "empty", text: "\u2014" }));
  if (obs.kraken_cards_owed) {
    play.append(el("span", { class: "owed suit-kraken", title: suitName(glossary, "kraken") },
      suitIcon("kraken"), el("span", { text: `+${obs.kraken_cards_owed}` })));
  }
  const bankLabel = ctx.legal.find((item) => item.action === "bank");
  const bankButton = el("button", { class: "bank-button", type: "button", disabled: !bankLabel,
    text: bankLabel ? phraseText(bankLabel.label) : "bank" });
  targets.set("bank", bankButton);

  const parts = [decks, el("div", { class: "play-zone" }, play, bankButton)];
  if ((obs.map_revealed || []).length) parts.push(cardRow(obs.map_revealed, glossary, targets, "map-revealed"));
  if ((obs.discard_pile_cards || []).length) {
    parts.push(cardRow(obs.discard_pile_cards, glossary, targets, "discard-cards"));
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
 * glossary, legal: [{action, label}], toAct: [seats], onAction(notation)}.
 */
export function drawTable(container, ctx) {
  const { obs, viewer } = ctx;
  const targets = new Map();
  const seats = obs.banks.map((_bank, seat) => seat);
  const others = viewer === null || viewer === undefined ? seats : seats.filter((s) => s !== viewer);
  const table = el("div", { class: `dmd-table players-${seats.length}` },
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
