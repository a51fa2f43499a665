// Dust Tactics' battlefield as SVG: the squares with their terrain, the structures (outer
// walls, entrances, inner walls), the cover zone, the entry edges, the objectives, the cover
// elements with their damage, the units as tokens; and over them what the decision now offers
// (the squares a Move may end on with their cost, the targets of the line being aimed, the
// squares a cover element may be placed on). Everything comes from the table data (the welcome's
// `table`) and the observation; nothing here decides a rule.
import { svg } from "../dom.js";

/** The size of a square in SVG units, and the margin round the grid for its names. */
export const SQUARE = 56;
const MARGIN = 30;

/** "e4" -> {col: 4, row: 3}; row 1 is the north edge (the top of the drawing). */
export function squareAt(name) {
  const match = /^([a-z])([0-9]+)$/.exec(String(name || ""));
  if (!match) return null;
  return { col: match[1].charCodeAt(0) - 97, row: Number(match[2]) - 1 };
}

export function squareName(col, row) {
  return `${String.fromCharCode(97 + col)}${row + 1}`;
}

function centre(name) {
  const at = squareAt(name);
  return at ? { x: at.col * SQUARE + SQUARE / 2, y: at.row * SQUARE + SQUARE / 2 } : null;
}

/** The terrain of every square now: the observation's rows (set-up tiles included) read with
 * the table's characters, else the table's own rows. */
function terrainRows(table, obs) {
  const chars = table.terrain_chars || {};
  if (Array.isArray(obs.terrain) && Object.keys(chars).length) {
    return obs.terrain.map((row) => Array.from(row).map((c) => chars[c] || "open"));
  }
  return table.terrain || [];
}

function terrainSymbol(kind, x, y) {
  const cx = x + SQUARE / 2;
  const cy = y + SQUARE / 2;
  switch (kind) {
    case "open":
      return svg("circle", { class: "dt-dot", cx, cy, r: 2.5 });
    case "deep-water":
      return svg("path", { class: "dt-symbol", d: `M${cx} ${cy - 9} L${cx + 9} ${cy + 7} L${cx - 9} ${cy + 7} Z` });
    case "debris":
      return svg("path", { class: "dt-symbol", d: `M${cx - 8} ${cy - 8} L${cx + 8} ${cy + 8} M${cx + 8} ${cy - 8} L${cx - 8} ${cy + 8}` });
    case "smoke":
      return svg("path", { class: "dt-symbol", d: `M${cx} ${cy - 10} L${cx + 8} ${cy} L${cx} ${cy + 10} L${cx - 8} ${cy} Z` });
    default:
      return null;
  }
}

function squaresLayer(rows, glossary) {
  const names = glossary.terrain || {};
  const group = svg("g", { class: "dt-squares" });
  rows.forEach((row, r) => row.forEach((kind, c) => {
    const x = c * SQUARE;
    const y = r * SQUARE;
    const name = squareName(c, r);
    group.append(svg("g", { class: `dt-square dt-t-${kind}`, dataset: { square: name } },
      svg("rect", { x, y, width: SQUARE, height: SQUARE }, svg("title", { text: `${name}: ${(names[kind] || {}).name || kind}` })),
      terrainSymbol(kind, x, y)));
  }));
  return group;
}

function gridNames(table) {
  const group = svg("g", { class: "dt-grid-names" });
  for (let c = 0; c < table.width; c++) {
    group.append(svg("text", { x: c * SQUARE + SQUARE / 2, y: -10, text: String.fromCharCode(97 + c) }));
  }
  for (let r = 0; r < table.height; r++) {
    group.append(svg("text", { x: -14, y: r * SQUARE + SQUARE / 2 + 4, text: String(r + 1) }));
  }
  return group;
}

function sideLine(name, side) {
  const at = squareAt(name);
  const x = at.col * SQUARE;
  const y = at.row * SQUARE;
  const ends = {
    north: [x, y, x + SQUARE, y], south: [x, y + SQUARE, x + SQUARE, y + SQUARE],
    west: [x, y, x, y + SQUARE], east: [x + SQUARE, y, x + SQUARE, y + SQUARE],
  }[side];
  return ends ? { x1: ends[0], y1: ends[1], x2: ends[2], y2: ends[3] } : null;
}

function structuresLayer(table) {
  const group = svg("g", { class: "dt-structures" });
  for (const structure of table.structures || []) {
    const inside = svg("g", { class: "dt-structure", dataset: { structure: structure.name } });
    for (const name of structure.squares) {
      const at = squareAt(name);
      inside.append(svg("rect", { class: "dt-floor", x: at.col * SQUARE, y: at.row * SQUARE, width: SQUARE, height: SQUARE },
        svg("title", { text: structure.name })));
    }
    for (const wall of structure.walls || []) inside.append(svg("line", { class: "dt-wall", ...sideLine(wall.square, wall.side) }));
    for (const wall of structure.inner_walls || []) inside.append(svg("line", { class: "dt-inner-wall", ...sideLine(wall.square, wall.side) }));
    for (const door of structure.entrances || []) {
      inside.append(svg("line", { class: `dt-entrance dt-entrance-${door.size}`, ...sideLine(door.square, door.side) },
        svg("title", { text: `${door.size} entrance` })));
    }
    group.append(inside);
  }
  return group;
}

function zoneLayer(table, obs, words) {
  const group = svg("g", { class: "dt-zone" });
  for (const name of obs.cover_zone || table.cover_zone || []) {
    const at = squareAt(name);
    group.append(svg("rect", { class: "dt-cover-zone", x: at.col * SQUARE + 3, y: at.row * SQUARE + 3,
      width: SQUARE - 6, height: SQUARE - 6 }, svg("title", { text: words.cover_zone || "cover zone" })));
  }
  return group;
}

function entryLayer(table, glossary, words) {
  const group = svg("g", { class: "dt-entries" });
  const w = table.width * SQUARE;
  const h = table.height * SQUARE;
  const bands = {
    north: { x: 0, y: -4, width: w, height: 4 }, south: { x: 0, y: h, width: w, height: 4 },
    west: { x: -4, y: 0, width: 4, height: h }, east: { x: w, y: 0, width: 4, height: h },
  };
  for (const [side, edge] of Object.entries(table.entry || {})) {
    if (!bands[edge]) continue;
    const label = `${(glossary.sides || {})[side] || side} ${words.entry_edge || "enter here"}`;
    group.append(svg("rect", { class: `dt-entry side-${side}`, ...bands[edge], dataset: { edge, side } }, svg("title", { text: label })));
  }
  return group;
}

function objectivesLayer(table, obs) {
  const group = svg("g", { class: "dt-objectives" });
  const held = Object.fromEntries((obs.objectives || []).map((o) => [o.id, o.held_by]));
  for (const objective of table.objectives || []) {
    for (const name of objective.squares) {
      const at = squareAt(name);
      group.append(svg("rect", { class: `dt-objective held-${held[objective.id] || "none"}`,
        x: at.col * SQUARE + 1.5, y: at.row * SQUARE + 1.5, width: SQUARE - 3, height: SQUARE - 3,
        dataset: { objective: objective.id } }, svg("title", { text: objective.text })));
    }
  }
  return group;
}

function elementsLayer(obs, glossary, targets) {
  const group = svg("g", { class: "dt-elements" });
  const kinds = glossary.elements || {};
  const held = new Set((obs.units || []).filter((u) => u.square && !u.joined_to).map((u) => u.square));
  for (const item of obs.elements || []) {
    const at = squareAt(item.square);
    const kind = kinds[item.element] || {};
    // under a unit, the element is drawn small in the square's corner
    const small = held.has(item.square);
    const x = at.col * SQUARE;
    const y = at.row * SQUARE;
    const left = (kind.hit_points ?? 0) - (item.damage || 0);
    const node = svg("g", { class: `dt-element dt-${item.element} ${small ? "under-unit" : ""}`, dataset: { element: item.square } },
      item.element === "ammo-crate"
        ? svg("rect", { x: x + 12, y: y + 14, width: SQUARE - 24, height: SQUARE - 28, rx: 2 })
        : svg("path", { d: `M${x + 14} ${y + 40} L${x + 28} ${y + 12} L${x + 42} ${y + 40} Z` }),
      svg("text", { class: "dt-element-points", x: x + SQUARE - 6, y: y + SQUARE - 5, text: `${left}/${kind.hit_points ?? "?"}` }),
      svg("title", { text: `${kind.name || item.element} (${item.square}): ${kind.text || ""}` }));
    targets.set(`element:${item.square}`, node);
    group.append(node);
  }
  return group;
}

/** A unit's strength now: models left of the card's, or hit points left. */
export function strength(unit, card) {
  if (unit.type === "squad") {
    const now = (unit.models || []).reduce((a, b) => a + b, 0);
    return `${now}/${(card && card.models) || now}`;
  }
  return `${unit.hit_points}/${(card && card.hit_points) || unit.hit_points}`;
}

function tokenShape(type, x, y, r) {
  if (type === "vehicle") return svg("rect", { class: "dt-token-body", x: x - r, y: y - r + 4, width: 2 * r, height: 2 * r - 8, rx: 7 });
  if (type === "hero") return svg("path", { class: "dt-token-body", d: `M${x} ${y - r} L${x + r} ${y} L${x} ${y + r} L${x - r} ${y} Z` });
  return svg("circle", { class: "dt-token-body", cx: x, cy: y, r });
}

function unitsLayer(ctx, cards, ui, targets) {
  const { obs } = ctx;
  const group = svg("g", { class: "dt-units" });
  const bySquare = new Map();
  for (const unit of obs.units || []) {
    if (!unit.square || unit.joined_to) continue;
    if (!bySquare.has(unit.square)) bySquare.set(unit.square, []);
    bySquare.get(unit.square).push(unit);
  }
  const acting = obs.activation ? obs.activation.unit : null;
  for (const [square, units] of bySquare) {
    const c = centre(square);
    units.forEach((unit, i) => {
      // two units on a square (a vehicle on a friendly hero's, p. 9) side by side, smaller
      const shared = units.length > 1;
      const r = shared ? SQUARE / 4 - 1 : SQUARE / 2 - 7;
      const x = c.x + (shared ? (i - (units.length - 1) / 2) * (SQUARE / 2 - 2) : 0);
      const y = c.y;
      const card = cards[unit.card] || {};
      const marks = [
        unit.activated ? "activated" : "", (obs.moved || []).includes(unit.id) ? "moved" : "",
        unit.id === acting ? "acting" : "", ui.selected === unit.id ? "selected" : "",
      ].filter(Boolean);
      const tag = (obs.unit_tags || {})[unit.id] || unit.id.slice(0, 2);
      const node = svg("g", { class: `dt-token side-${unit.side} type-${unit.type} ${marks.join(" ")}`,
        dataset: { unit: unit.id, square }, tabindex: 0 },
        tokenShape(unit.type, x, y, r),
        svg("text", { class: "dt-token-tag", x, y: y + (shared ? 4 : 1), text: tag }),
        svg("text", { class: "dt-token-strength", x, y: shared ? y + r + 9 : y + 15, text: strength(unit, card) }),
        unit.hero ? svg("text", { class: "dt-token-hero", x: x + r - 4, y: y - r + 6, text: "\u2605" }) : null,
        unit.activated ? svg("text", { class: "dt-token-mark", x: x - r + 4, y: y - r + 6, text: "\u2713" }) : null,
        unit.to_take ? svg("text", { class: "dt-token-damage", x: x + r - 2, y: y + r - 2, text: `\u2212${unit.to_take}` }) : null,
        svg("title", { text: `${card.name || unit.name} (${strength(unit, card)})${unit.hero ? ` + ${(cards[unit.hero.card] || {}).name || unit.hero.card}` : ""}` }));
      targets.set(unit.id, node);
      group.append(node);
    });
  }
  return group;
}

/** The squares the decision offers (a Move's, a placement's), each with its cost or element. */
function offersLayer(obs, squareActions, ui) {
  const group = svg("g", { class: "dt-offers" });
  const moves = Object.fromEntries((obs.move_options || []).map((o) => [o.square, o]));
  for (const [name, actions] of squareActions) {
    const at = squareAt(name);
    if (!at) continue;
    const option = moves[name];
    const x = at.col * SQUARE;
    const y = at.row * SQUARE;
    const kinds = actions.map((a) => a.action.split(/\s+/)[0]);
    const label = option && option.cost !== null && option.cost !== undefined ? String(option.cost) : "";
    group.append(svg("g", { class: `dt-offer offer-${kinds[0]} ${ui.selected === `sq:${name}` ? "selected" : ""}`,
      dataset: { square: name, offer: kinds[0] } },
      svg("rect", { x: x + 2, y: y + 2, width: SQUARE - 4, height: SQUARE - 4, rx: 4 }),
      label ? svg("text", { class: "dt-offer-cost", x: x + 8, y: y + 15, text: label }) : null,
      svg("title", { text: actions.map((a) => a.text).join("\n") })));
  }
  return group;
}

function pathLayer(obs, ui) {
  const group = svg("g", { class: "dt-path" });
  const square = ui.hover && ui.hover.startsWith("sq:") ? ui.hover.slice(3) : null;
  const option = (obs.move_options || []).find((o) => o.square === square);
  if (option && option.path && option.path.length > 1) {
    const points = option.path.map(centre).map((p) => `${p.x},${p.y}`).join(" ");
    group.append(svg("polyline", { class: "dt-path-line", points }));
  }
  return group;
}

/** The line of sight the page points at, as the game traced it: an aim option's
 * (`aim_options[].sight`) or an enemy's that is no target (`aim_sights`); null if none. */
export function pointedSight(obs, ui) {
  const pointed = ui.hover || ui.selected;
  if (!pointed) return null;
  const option = (obs.aim_options || []).find((o) => o.target === pointed || `sq:${o.square}` === pointed);
  if (option) return { line: option.sight, cover: option.cover || "none" };
  const line = (obs.aim_sights || {})[pointed];
  return line ? { line, cover: "none" } : null;
}

function squareRect(name, cls, inset) {
  const at = squareAt(name);
  return at ? svg("rect", { class: cls, x: at.col * SQUARE + inset, y: at.row * SQUARE + inset,
    width: SQUARE - 2 * inset, height: SQUARE - 2 * inset, dataset: { square: name } }) : null;
}

/** The line of sight pointed at, drawn from the game's trace (meeple.games.dust_tactics.
 * sight_lines): the squares it crosses (a blocking one marked), the corners it touches (a
 * blocking square there outlined), and the line from dot to dot (p. 9), blocked or clear as
 * the game decided. Nothing about sight is worked out here. */
function sightLayer(obs, ui) {
  const group = svg("g", { class: "dt-sight" });
  const pointed = pointedSight(obs, ui);
  if (!pointed || !pointed.line) return group;
  const { line, cover } = pointed;
  for (const crossed of line.crossed || []) {
    group.append(squareRect(crossed.square, `dt-sight-crossed ${crossed.blocks ? "blocks" : ""}`, crossed.blocks ? 3 : 10));
  }
  for (const corner of line.corners || []) {
    for (const touched of corner.squares || []) {
      if (touched.blocks) group.append(squareRect(touched.square, `dt-sight-touched blocks ${touched.next_to_target ? "gives-cover" : ""}`, 3));
    }
    group.append(svg("circle", { class: `dt-sight-corner ${corner.blocks ? "blocks" : ""}`,
      cx: corner.at[0] * SQUARE, cy: corner.at[1] * SQUARE, r: corner.blocks ? 5 : 3, dataset: { at: corner.at.join(",") } }));
  }
  const a = centre(line.from);
  const b = centre(line.to);
  if (a && b) {
    group.append(svg("line", { class: `dt-sight-line ${line.visible ? "clear" : "blocked"} cover-${cover} ${line.observer ? "from-observer" : ""}`,
      x1: a.x, y1: a.y, x2: b.x, y2: b.y, dataset: { from: line.from, to: line.to } },
    svg("title", { text: line.visible ? (line.corner_cover ? "line of sight past a corner: soft cover" : "line of sight") : line.reason })));
  }
  return group;
}

/** The whole board; `targets` gets each unit's and element's node (a legal action is put on it). */
export function boardSvg(ctx, parts) {
  const { table, glossary, cards, squareActions, ui, targets } = parts;
  const { obs } = ctx;
  const words = glossary.table || {};
  const rows = terrainRows(table, obs);
  const width = table.width * SQUARE;
  const height = table.height * SQUARE;
  const full = { x: -MARGIN, y: -MARGIN, w: width + 2 * MARGIN, h: height + 2 * MARGIN };
  const zoom = ui.zoom || 1;
  const w = full.w / zoom;
  const h = full.h / zoom;
  const x = Math.min(Math.max(full.x + ui.panX, full.x), full.x + full.w - w);
  const y = Math.min(Math.max(full.y + ui.panY, full.y), full.y + full.h - h);
  return svg("svg", { class: "dt-board", viewBox: `${x} ${y} ${w} ${h}`, role: "img",
    "aria-label": table.name || "battlefield", dataset: { zoom: zoom.toFixed(2) } },
  squaresLayer(rows, glossary),
  zoneLayer(table, obs, words),
  structuresLayer(table),
  objectivesLayer(table, obs),
  entryLayer(table, glossary, words),
  gridNames(table),
  elementsLayer(obs, glossary, targets),
  offersLayer(obs, squareActions, ui),
  pathLayer(obs, ui),
  sightLayer(obs, ui),
  unitsLayer(ctx, cards, ui, targets));
}

/** The full board's size in SVG units (for zoom and pan). */
export function boardSize(table) {
  return { w: table.width * SQUARE + 2 * MARGIN, h: table.height * SQUARE + 2 * MARGIN };
}
