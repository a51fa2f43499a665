// D-Day Dice's cards and units: each unit's resource card (soldiers, courage, stars, item
// points), its specialists, items, vehicles and awards/medals as cards with their texts (the
// glossary's `cards`: the game's own English words), the common reserve (specialists and
// items, clicked to recruit or find) and the decks. Nothing here decides a rule: a card is
// clickable when the game offers an action on it (`recruit <card>`, `find <card>`), greyed with
// the game's reason when it does not (the reserve's cards, the viewer's own items); another
// unit's panel says why the viewer may give it nothing now.
import { el, phraseNode, phraseText } from "../dom.js";
import { miniDice } from "./dday-dice-tray.js";

export function cardInfo(glossary, id) {
  return ((glossary && glossary.cards) || {})[id] || { name: id, summary: "", kind: "" };
}

function kindWord(glossary, kind, edition) {
  if (kind === "medal") {
    const words = ((glossary && glossary.medal_words) || {})[String(edition)] || {};
    return words.one || "award";
  }
  return ((glossary && glossary.kinds) || {})[kind] || kind;
}

/** One card: its name, kind, cost and text; `actions` the legal actions played on it (the
 * first is sent by a click on the card, every one has its own button); `refused` why the game
 * does not offer it now (the game's sentence: the card is greyed, the sentence on it unless
 * `quiet`, and a click calls `onRefused(sentence)`). */
export function cardNode(glossary, id, { edition = 1, actions = [], onAction = null, extra = "", compact = false,
  refused = "", quiet = false, onRefused = null } = {}) {
  const info = cardInfo(glossary, id);
  const kind = kindWord(glossary, info.kind, edition);
  const greyed = refused && !actions.length;
  const classes = ["dd-card", `kind-${info.kind || "other"}`, extra, actions.length ? "actionable" : "",
    compact ? "compact" : "", greyed ? "refused" : ""];
  const title = `${info.name} (${kind}): ${info.summary || ""}${greyed ? ` \u2014 not now: ${refused}` : ""}`;
  const node = el("div", { class: classes.join(" "), dataset: greyed ? { card: id, refused } : { card: id }, title },
    el("span", { class: "dd-card-name", text: info.name }),
    el("span", { class: "dd-card-kind", text: compact ? info.cost_words || kind : info.cost_words ? `${kind} \u00B7 ${info.cost_words}` : kind }),
    compact ? null : el("span", { class: "dd-card-text", text: info.summary || "" }),
    greyed && !quiet ? el("span", { class: "dd-card-why", text: refused }) : null);
  if (greyed && onRefused) {
    node.tabIndex = 0;
    node.addEventListener("click", () => onRefused(`${info.name}: ${refused}`));
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onRefused(`${info.name}: ${refused}`);
      }
    });
  }
  if (actions.length && onAction) {
    const [first, ...others] = actions;
    node.dataset.action = first.action;
    node.setAttribute("role", "button");
    node.tabIndex = 0;
    node.title = phraseText(first.label);
    node.addEventListener("click", () => onAction(first.action));
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onAction(first.action);
      }
    });
    if (others.length) {
      node.append(el("div", { class: "dd-card-variants" }, ...others.map((item) => el("button", {
        type: "button", class: "variant", dataset: { action: item.action }, title: phraseText(item.label),
        text: item.action.split(/\s+/).slice(2).join(" ") || item.action,
        on: { click: (event) => { event.stopPropagation(); onAction(item.action); } } }))));
    }
  }
  return node;
}

function stat(label, value, cls) {
  return el("div", { class: `stat stat-${cls}` }, el("span", { class: "stat-value", text: value ?? 0 }),
    el("span", { class: "stat-label", text: label }));
}

function sectorName(obs, sector) {
  const labels = obs.sector_labels || {};
  return labels[String(sector)] ?? String(sector);
}

/** One unit's panel: who plays it, where it stands, its resource card and its cards. */
export function unitPanel(ctx, seat, { mine = false, trayed = false } = {}) {
  const { obs, names, glossary, notes, agents } = ctx;
  const unit = obs.units[seat];
  const edition = ((obs.rule_set || {}).edition) || 1;
  const note = ((notes && notes.units) || [])[seat] || {};
  const acting = (ctx.toAct || []).includes(seat);
  const away = (ctx.away || []).includes(seat);
  // the viewer's own items (and Jeep) it may not use now are greyed with the game's reason
  // (notes.item_refused, notes.vehicle_refused), and its medals it may not play now (notes.held_medal_refused)
  const itemRefused = (mine && notes && { ...(notes.item_refused || {}), ...(notes.vehicle_refused || {}),
    ...(notes.held_medal_refused || {}) }) || {};
  const itemsWhy = mine && Object.keys(itemRefused).length
    ? el("p", { class: "dd-items-why", role: "status", "aria-live": "polite" }) : null;
  const onItemRefused = (sentence) => { itemsWhy.textContent = sentence; };
  // why the viewer may give this unit nothing now (notes.trade_refused, by seat)
  const tradeWhy = !mine && seat !== ctx.viewer && notes && notes.trade_refused && notes.trade_refused[String(seat)];
  const cards = [
    ...(unit.specialists || []).map((id) => cardNode(glossary, id, { edition, compact: !mine })),
    ...[...new Set(unit.items || [])].map((id) => cardNode(glossary, id, { edition, compact: !mine,
      refused: itemRefused[id] || "", onRefused: itemRefused[id] ? onItemRefused : null })),
    ...(unit.vehicles || []).map((id) => cardNode(glossary, id, { edition, compact: !mine,
      refused: itemRefused[id] || "", onRefused: itemRefused[id] ? onItemRefused : null })),
    ...(unit.medals || []).map((id) => cardNode(glossary, id, { edition, compact: !mine,
      refused: itemRefused[id] || "", onRefused: itemRefused[id] ? onItemRefused : null })),
  ];
  return el("section", { class: `dd-unit seat-${seat % 4} ${mine ? "me" : ""} ${acting ? "to-act" : ""} ${away ? "away" : ""}`,
    dataset: { seat } },
    el("div", { class: "dd-unit-head" },
      el("span", { class: "turn-mark", "aria-hidden": "true", text: acting ? "\u25B6" : "" }),
      el("span", { class: "player-name", text: names[seat] ?? `#${seat}` }),
      mine ? el("span", { class: "you", text: "(you)" }) : null,
      agents && agents[seat] && agents[seat] !== "human" ? el("span", { class: "agent", text: agents[seat] }) : null,
      away ? el("span", { class: "away-mark", text: "away" }) : null,
      el("span", { class: "dd-unit-sector", text: unit.sector ? `sector ${sectorName(obs, unit.sector)}` : "" })),
    note.status ? phraseNode(note.status, "div", { class: "dd-unit-status" }) : null,
    el("div", { class: "resource-card" },
      stat("soldiers", unit.soldiers, "soldiers"), stat("courage", unit.courage, "courage"),
      stat("stars", unit.stars, "stars"), stat("item points", unit.item_points, "item-points"),
      note.marker ? el("div", { class: "stat stat-marker" }, phraseNode(note.marker, "span", { class: "stat-value" }),
        el("span", { class: "stat-label", text: "marker" })) : null),
    trayed ? null : miniDice(unit, glossary),
    note.tally && !trayed ? phraseNode(note.tally, "div", { class: "dd-tally" }) : null,
    (note.effects || []).length ? el("ul", { class: "dd-effects" }, ...note.effects.map((e) => el("li", { text: e }))) : null,
    note.battle_cry ? phraseNode(note.battle_cry, "div", { class: "dd-battle-cry" }) : null,
    tradeWhy ? el("p", { class: "dd-trade-why", dataset: { seat }, text: `No trade: ${tradeWhy}` }) : null,
    cards.length ? el("div", { class: "dd-cards" }, ...cards) : el("p", { class: "hint", text: "no cards yet" }),
    itemsWhy);
}

/** The texts of the reserve's cards, for screens without tooltips (kept open across redraws). */
let textsOpen = false;

function cardTexts(glossary, ids, edition) {
  if (!ids.length) return null;
  const details = el("details", { class: "legend dd-card-texts" }, el("summary", { text: "the cards' texts" }),
    el("ul", {}, ...ids.map((id) => {
      const info = cardInfo(glossary, id);
      return el("li", {}, el("strong", { text: info.name }), ` (${kindWord(glossary, info.kind, edition)}): ${info.summary || ""}`);
    })));
  details.open = textsOpen;
  details.addEventListener("toggle", () => { textsOpen = details.open; });
  return details;
}

/** The common reserve: the map's specialists and the items on the table, each clickable when
 * the game offers to recruit or find it; the decks and what was used or played. */
export function reservePanel(ctx, byCard) {
  const { obs, glossary, table } = ctx;
  const edition = ((obs.rule_set || {}).edition) || 1;
  const parts = (table && table.parts) || [];
  const specialists = [...new Set(parts.flatMap((p) => [...p.cards.regular_specialists, ...p.cards.unique_specialists]))];
  const offered = [...byCard.keys()].filter((id) => !specialists.includes(id) && !(obs.reserve_items || []).includes(id));
  const items = [...new Set([...(obs.reserve_items || []), ...offered])];
  const refused = (ctx.notes && ctx.notes.reserve_refused) || {};
  const shown = [...specialists, ...items].filter((id) => refused[id] && !byCard.has(id)).map((id) => refused[id]);
  // one reason for every greyed card (not Phase 3, another unit acts): said once, above them
  const common = shown.length > 1 && shown.every((why) => why === shown[0]) ? shown[0] : "";
  const why = el("p", { class: "dd-reserve-why", role: "status", "aria-live": "polite", text: common ? `Not now: ${common}` : "" });
  const onRefused = (sentence) => { why.textContent = sentence; };
  const cardOf = (id) => cardNode(glossary, id, { edition, compact: true, actions: byCard.get(id) || [], onAction: ctx.onAction,
    refused: refused[id] || "", quiet: Boolean(common), onRefused });
  const medalWord = (((glossary && glossary.medal_words) || {})[String(edition)] || {}).many || "awards";
  const medalRefused = obs.phase === "supply" && ctx.notes && ctx.notes.medal_refused;
  return el("section", { class: "dd-reserve" },
    el("h3", { text: "Reserve" }),
    why,
    specialists.length ? el("h4", { text: "specialists" }) : null,
    specialists.length ? el("div", { class: "dd-cards reserve-specialists" }, ...specialists.map(cardOf)) : null,
    items.length ? el("h4", { text: "items" }) : null,
    items.length ? el("div", { class: "dd-cards reserve-items" }, ...items.map(cardOf)) : null,
    cardTexts(glossary, [...specialists, ...items], edition),
    el("p", { class: "decks" },
      el("span", { class: "deck", text: `${medalWord} deck: ${obs.medal_deck_size ?? 0}` }),
      el("span", { class: "deck", text: `vehicle deck: ${obs.vehicle_deck_size ?? 0}` }),
      el("span", { class: "deck", text: `used items: ${(obs.used_items || []).length}` }),
      (obs.medals_played || []).length ? el("span", { class: "deck",
        text: `played: ${obs.medals_played.map((id) => cardInfo(glossary, id).name).join(", ")}` }) : null),
    medalRefused ? el("p", { class: "dd-medal-why", text: ctx.notes.medal_refused }) : null);
}
