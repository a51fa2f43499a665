// D-Day Dice's battle map drawn in SVG from the match's board data (welcome.table, the game's
// words.table: src/meeple/games/dday_dice/words/board_table.py), never from a picture: each
// map of the board as `meeple maps show` lays it out (the bunker on top, the beach at the
// bottom, the courage of a row line at its left end), the sector boxes with their DEF per
// turn and printed rules, minefields and barriers on the borders, the units' markers, and the
// moves the viewer may click. A box's full rules and its reconstructed values, with the
// rulings that explain them, are one click away (the sector's details).
import { el, svg } from "../dom.js";
import { api } from "../api.js";

const GRID = 600; // the width of a map's grid, whatever its number of columns (Sword Beach has 12)
const RH = 92; // a row
const ML = 30; // the left margin: the courage printed at the left end of each row line
/** The text sizes of a map: larger on a phone's narrow screen, where the map is drawn small
 * (fewer rule lines fit a box; every rule stays in the box's details). */
function sizes() {
  const narrow = typeof window.matchMedia === "function" && window.matchMedia("(max-width: 760px)").matches;
  return narrow ? { narrow, font: 17, title: 19 } : { narrow, font: 11, title: 13 };
}

/** About how wide a bold text of `size` units is drawn (the box is laid out before the page
 * measures it). */
function textWidth(text, size) {
  return String(text).length * size * 0.62;
}

/** The words of a text wrapped into lines of at most `width` characters. */
export function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of String(text).split(/\s+/)) {
    if (!word) continue;
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The width of one grid column of a map. */
function columnWidth(part) {
  return GRID / part.columns;
}

function cellBox(part, cell) {
  const cw = columnWidth(part);
  return {
    x: ML + cell.col * cw + 2,
    y: (part.rows - cell.row) * RH + 2,
    w: cell.span * cw - 4,
    h: RH - 4,
  };
}

/** The DEF of a box, "2·3·4" (a black shield: ■2·3·4■), as its shields are printed. */
function defWords(cell) {
  const defs = cell.def.join("\u00B7");
  return cell.black_shield ? `DEF \u25A0${defs}\u25A0` : `DEF ${defs}`;
}

function titleWords(cell) {
  const kind = cell.bunker ? "BUNKER " : "";
  return `${kind}${cell.label}${cell.start ? " \u25B2" : ""}`;
}

function unitsIn(obs, sector) {
  return (obs.units || []).map((u, seat) => ({ u, seat }))
    .filter(({ u }) => u.sector === sector && !u.lost && !(u.safe && !u.sector));
}

function markerText(unit) {
  if (unit.marker === "must-move") return "!";
  const count = Number(unit.marker || 0);
  return count > 0 ? "^".repeat(Math.min(count, 4)) : "";
}

/** Draws one cell: its box, title, DEF, rules (as many lines as fit, the rest in its
 * details), its units' markers, and the move the viewer may make into it. */
function drawCell(part, cell, ctx, info) {
  const box = cellBox(part, cell);
  const { font: FONT, title: TITLE_FONT } = info.sizes;
  const { obs, names } = ctx;
  const move = info.moves.get(cell.sector);
  const here = info.mine !== null && info.mine.sector === cell.sector;
  const blocked = info.blocked[String(cell.sector)];
  const classes = ["sector", cell.bunker ? "bunker" : "", cell.start ? "start" : "",
    move ? "reachable" : "", here ? "here" : "", blocked ? "blocked" : "", info.chosen === `sector ${cell.sector}` ? "chosen" : ""];
  const group = svg("g", { class: classes.join(" "), dataset: { sector: cell.sector, label: cell.label } });
  const rules = cell.rules.filter((r) => !r.off);
  const tip = [`${cell.bunker ? "Bunker" : "Sector"} ${cell.label}`, defWords(cell), ...rules.map((r) => r.text)];
  if (move) tip.unshift(move.labelText);
  if (blocked) tip.push(`not offered: ${blocked}`);
  group.append(svg("title", { text: tip.join("\n") }));
  group.append(svg("rect", { class: "sector-box", x: box.x, y: box.y, width: box.w, height: box.h, rx: 4 }));
  const textX = box.x + 6;
  let y = box.y + TITLE_FONT + 3;
  const title = titleWords(cell);
  group.append(svg("text", { class: "sector-label", x: textX, y, text: title }));
  const mark = cell.reconstructed.length ? "\u2020" : "";
  const defText = `${defWords(cell)}${mark}`;
  // a narrow box (a phone's, a bunker's long title) takes its DEF on a line of its own
  const defLine = textWidth(title, TITLE_FONT) + textWidth(defText, TITLE_FONT - 1) + 10 > box.w - 12 ? TITLE_FONT + 5 : 0;
  y += defLine;
  const defNode = svg("text", { class: `sector-def ${cell.black_shield ? "black-shield" : ""}`, x: box.x + box.w - 6, y,
    "text-anchor": "end", text: defText });
  group.append(defNode);
  const chars = Math.max(8, Math.floor((box.w - 10) / (FONT * 0.56)));
  const room = Math.floor((box.h - (TITLE_FONT + 6) - defLine - 22) / (FONT + 2));
  const lines = [];
  for (const rule of rules) for (const line of wrap(rule.text, chars)) lines.push({ line, kind: rule.kind });
  if (move && move.courage > 0) lines.unshift({ line: `move: courage ${move.courage}`, kind: "cost" });
  const shown = lines.length > room ? lines.slice(0, Math.max(room - 1, 0)) : lines;
  for (const { line, kind } of shown) {
    y += FONT + 2;
    group.append(svg("text", { class: `sector-rule rule-${kind}`, x: textX, y, text: line }));
  }
  if (shown.length < lines.length) {
    y += FONT + 2;
    group.append(svg("text", { class: "sector-rule rule-more", x: textX, y, text: `+${lines.length - shown.length} more\u2026` }));
  }
  unitsIn(obs, cell.sector).forEach(({ u, seat }, index) => {
    const cx = box.x + 14 + index * 30;
    const cy = box.y + box.h - 12;
    const name = names[seat] ?? `#${seat}`;
    const token = svg("g", { class: `unit-marker seat-${seat % 4}`, dataset: { seat } },
      svg("title", { text: `${name}: ${markerText(u) ? `${u.marker} turn(s) here` : "landing"}` }),
      svg("circle", { cx, cy, r: 9 }),
      svg("text", { x: cx, y: cy + 4, "text-anchor": "middle", text: name.slice(0, 1).toUpperCase() || String(seat) }));
    const chevrons = markerText(u);
    if (chevrons) token.append(svg("text", { class: "marker-count", x: cx + 11, y: cy + 4, text: chevrons }));
    group.append(token);
  });
  group.addEventListener("click", (event) => {
    event.stopPropagation();
    if (move && ctx.onAction) ctx.onAction(move.action);
    else info.select(`sector ${cell.sector}`);
  });
  if (move) {
    group.dataset.action = move.action;
    group.setAttribute("role", "button");
  }
  return group;
}

function cellsByNumber(part) {
  return new Map(part.cells.map((c) => [c.sector, c]));
}

/** The segment two adjacent cells share: a vertical one between cells of a row, a
 * horizontal one between rows. */
function sharedEdge(part, a, b) {
  const A = cellBox(part, a);
  const B = cellBox(part, b);
  if (a.row === b.row) {
    const x = a.col < b.col ? A.x + A.w + 2 : B.x + B.w + 2;
    return { x1: x, y1: A.y + 6, x2: x, y2: A.y + A.h - 6 };
  }
  const [lower, upper] = a.row < b.row ? [A, B] : [B, A];
  const y = upper.y + upper.h + 2;
  const left = Math.max(lower.x, upper.x) + 6;
  const right = Math.min(lower.x + lower.w, upper.x + upper.w) - 6;
  return { x1: left, y1: y, x2: Math.max(right, left + 10), y2: y };
}

/** What a border holds, in words: "landmines between 3 and 6". */
function borderWords(line, a, b) {
  return `${line.minefield ? "landmines" : "barrier"} between ${a.label} and ${b.label}`;
}

/** A row line's courage, in words. */
function rowLineWords(line) {
  return `courage ${line.courage} to advance from row ${line.below} to row ${line.below + 1}`;
}

/** A drawn mark (a border, a row line's courage) that opens its details on a click, as a
 * sector does: its reconstructed values and the rulings behind them. */
function clickable(group, key, info) {
  group.setAttribute("role", "button");
  group.dataset.details = key;
  if (info.chosen === key) group.classList.add("chosen");
  group.addEventListener("click", (event) => {
    event.stopPropagation();
    info.select(key);
  });
  return group;
}

function drawLines(part, info) {
  const cells = cellsByNumber(part);
  const out = [];
  part.lines.forEach((line, index) => {
    const [a, b] = line.sectors.map((n) => cells.get(n));
    if (!a || !b) return;
    const edge = sharedEdge(part, a, b);
    const kind = line.minefield ? "minefield" : "barrier";
    const marked = line.reconstructed.length > 0;
    const group = svg("g", { class: `border ${kind} ${marked ? "reconstructed" : ""}` },
      svg("title", { text: `${borderWords(line, a, b)}${marked ? " \u2020 (click for its ruling)" : ""}` }),
      svg("rect", { class: "hit", x: Math.min(edge.x1, edge.x2) - 7, y: Math.min(edge.y1, edge.y2) - 7,
        width: Math.abs(edge.x2 - edge.x1) + 14, height: Math.abs(edge.y2 - edge.y1) + 14 }),
      svg("line", { ...edge }));
    out.push(clickable(group, `border ${part.id} ${index}`, info));
  });
  return out;
}

function drawRowLines(part, info) {
  return part.row_lines.map((line, index) => {
    const y = (part.rows - line.below) * RH + 2;
    const marked = line.reconstructed.length > 0;
    const group = svg("g", { class: `row-courage ${marked ? "reconstructed" : ""}`, dataset: { below: line.below } },
      svg("title", { text: `${rowLineWords(line)}${marked ? " \u2020 (click for its ruling)" : ""}` }),
      svg("rect", { class: "hit", x: 0, y: y - 14, width: ML - 2, height: 28 }),
      svg("text", { x: 3, y: y + 4, text: `\u2691${line.courage}${marked ? "\u2020" : ""}` }));
    return clickable(group, `row ${part.id} ${index}`, info);
  });
}

function partSvg(part, ctx, info) {
  const width = ML + GRID + 2;
  const height = part.rows * RH + 4;
  return svg("svg", { class: `dday-map ${info.sizes.narrow ? "narrow" : ""}`, viewBox: `0 0 ${width} ${height}`, role: "img",
    "aria-label": part.name, dataset: { map: part.id }, preserveAspectRatio: "xMidYMin meet" },
    ...part.cells.map((cell) => drawCell(part, cell, ctx, info)),
    ...drawLines(part, info),
    ...drawRowLines(part, info));
}

function detailsOf(table, sector) {
  for (const part of table.parts || []) {
    const cell = part.cells.find((c) => c.sector === sector);
    if (cell) return { part, cell };
  }
  return null;
}

/** A drawn thing's reconstructed values and the rulings (docs/rulings.md) behind them, each
 * ruling one click away. */
function reconstructedNote(item, info) {
  if (!item.reconstructed.length) return null;
  return el("p", { class: "reconstructed",
    text: `\u2020 reconstructed (not in the rulebook texts): ${item.reconstructed.join(", ")}` },
    ...(item.rulings.length ? [" \u2014 see docs/rulings.md ", ...item.rulings.map((id) => rulingLink(id, info))] : []));
}

/** A sector's details: every printed rule (those the map's form ignores struck), its start,
 * its reconstructed values and the rulings (docs/rulings.md) behind them. */
function sectorDetails(table, sector, info) {
  const found = detailsOf(table, sector);
  if (!found) return null;
  const { cell } = found;
  const start = cell.start;
  const blocked = info.blocked[String(sector)];
  return el("div", { class: "sector-details", dataset: { sector } },
    el("strong", { text: `${cell.bunker ? "Bunker" : "Sector"} ${cell.label} \u2014 ${defWords(cell)}` }),
    el("ul", {}, ...cell.rules.map((r) => el("li", { class: `rule-${r.kind} ${r.off ? "off" : ""}`, text: r.text }))),
    start ? el("p", { text: `start: ${start.soldiers} soldiers, ${start.courage} courage, ${start.stars} stars, `
      + `${start.item_points} item points${start.specialists.length ? `, ${start.specialists.join(", ")}` : ""}` }) : null,
    blocked ? el("p", { class: "not-offered", text: `No move here: ${blocked}` }) : null,
    reconstructedNote(cell, info),
    shownRuling ? rulingBox(shownRuling) : null);
}

/** A border's or a row line's details ("row <map> <index>", "border <map> <index>"): what it
 * holds, its reconstructed values and their rulings. */
function lineDetails(table, key, info) {
  const [kind, mapId, index] = key.split(" ");
  const part = (table.parts || []).find((p) => p.id === mapId);
  const line = part && (kind === "row" ? part.row_lines : part.lines)[Number(index)];
  if (!line) return null;
  let words = rowLineWords(line);
  if (kind === "border") {
    const cells = cellsByNumber(part);
    const [a, b] = line.sectors.map((n) => cells.get(n) || { label: String(n) });
    words = borderWords(line, a, b);
  }
  return el("div", { class: "sector-details line-details", dataset: { details: key } },
    el("strong", { text: `${part.heading ? `${part.name}: ` : ""}${words[0].toUpperCase()}${words.slice(1)}` }),
    reconstructedNote(line, info) || el("p", { text: "as printed (not reconstructed)" }),
    shownRuling ? rulingBox(shownRuling) : null);
}

// What the board shows the details of: "sector 5", "row <map> <index>", "border <map> <index>".
let chosenKey = null;
// The ruling shown under a sector's details ({id, heading, text}, or {id, error}).
let shownRuling = null;

/** A ruling's id as a button: a click shows its text (GET /api/rulings/<id>). */
function rulingLink(id, info) {
  return el("button", { type: "button", class: "ruling-link", dataset: { ruling: id }, text: id,
    title: "show this ruling", on: { click: async () => {
      try {
        shownRuling = await api(`/api/rulings/${encodeURIComponent(id)}`);
      } catch (failure) {
        shownRuling = { id, error: failure.message };
      }
      info.rerender();
    } } });
}

function rulingBox(ruling) {
  return el("div", { class: "ruling-text", dataset: { ruling: ruling.id }, role: "note" },
    el("strong", { text: ruling.error ? ruling.id : `${ruling.id} \u2014 ${ruling.heading}` }),
    ruling.error ? el("p", { class: "error-text", text: ruling.error })
      : el("div", { class: "ruling-body" }, ...paragraphs(ruling.text).map((p) => el("p", { text: p }))));
}

/** A ruling's Markdown as plain paragraphs: its wrapped lines joined (a list item keeps its
 * own line), its bold marks left out. */
function paragraphs(text) {
  return text.split(/\n\s*\n/).map((p) => p.replace(/\*\*/g, "").replace(/\n(?!- )\s*/g, " "));
}

/**
 * The board: each map of the match's table with the units on it. ctx: {table, obs, names,
 * viewer, legal, notes, onAction}. Answers the element.
 */
export function drawBoard(ctx, moveActions, rerender) {
  const table = ctx.table || {};
  const parts = table.parts || [];
  const mine = ctx.viewer !== null && ctx.viewer !== undefined ? (ctx.obs.units || [])[ctx.viewer] || null : null;
  const info = {
    moves: moveActions,
    mine,
    blocked: (ctx.notes && ctx.notes.moves_not_offered) || {},
    chosen: chosenKey,
    sizes: sizes(),
    select: (key) => {
      chosenKey = chosenKey === key ? null : key;
      shownRuling = null;
      rerender();
    },
    rerender,
  };
  if (!parts.length) return el("p", { class: "hint", text: "no board data for this match" });
  const pieces = [];
  parts.forEach((part, index) => {
    if (part.heading) pieces.push(el("h3", { class: "map-heading", text: part.heading }));
    pieces.push(el("div", { class: "map-frame" }, partSvg(part, ctx, info)));
    if (table.joined && index === 0 && (table.junction || []).length) {
      pieces.push(el("ul", { class: "junction" },
        ...table.junction.map((j) => el("li", { class: `junction-${j.kind}`, text: j.text }))));
    }
  });
  const details = chosenKey === null ? null : chosenKey.startsWith("sector ")
    ? sectorDetails(table, Number(chosenKey.split(" ")[1]), info) : lineDetails(table, chosenKey, info);
  return el("div", { class: "dday-board", dataset: { map: table.map || "" } }, ...pieces,
    details || el("p", { class: "hint board-hint", text: "click a sector for its rules, a \u2020 for its ruling; \u2020 marks a value the rulebook texts do not hold" }));
}
