// A Dust Tactics unit card and the unit's state now, from the card's data and words (the
// table's `cards`, else the glossary's `units`) and the observation's unit: weapon lines with
// their dice/damage against every armour class, range and ammunition left, skills with their
// rules, move, armour, AP, cover values, the models or hit points now, a joined hero, markers.
import { el } from "../dom.js";
import { strength } from "./dt-board.js";

const CLASSES = [["infantry", 4], ["vehicle", 7], ["aircraft", 3]];

/** Each weapon line: its name, models carrying it, ammunition left and range, then its
 * combat value (dice/damage per hit) against every armour class of each kind. */
function weaponTable(card, unit, words) {
  const blocks = (card.weapons || []).map((line, index) => {
    const spent = unit && unit.ammo_spent ? unit.ammo_spent[index] || 0 : 0;
    const ammo = line.limited_ammo ? ` \u25A1 ${line.limited_ammo - spent}/${line.limited_ammo}` : "";
    const carried = line.carried_by ? ` (${line.carried_by})` : "";
    return el("div", { class: "dt-weapon", title: line.text, dataset: { line: index } },
      el("p", { class: "dt-weapon-name" }, el("strong", { text: `${line.name}${carried}` }), `${ammo} \u00B7 ${line.range_text || line.range}`),
      el("table", { class: "dt-weapons" }, el("tbody", {},
        ...CLASSES.map(([kind, n]) => el("tr", {}, el("th", { text: kind.slice(0, 3) }),
          ...Array.from({ length: n }, (_, i) => {
            // the card's short form (1/F, V2-4-6/1, P2·3: the words' combat_text), its words as the title
            const value = ((line.cells || line.against)[kind] || [])[i] || "-";
            const words = ((line.cell_words || {})[kind] || [])[i];
            return el("td", { class: `${value === "-" ? "dt-cannot" : ""} ${value.length > 5 ? "dt-long" : ""}`,
              title: `${kind} ${i + 1}${words ? `: ${words}` : ""}`, text: value });
          }))))));
  });
  return el("div", { class: "dt-weapon-lines" }, el("h4", { text: words.weapons || "Weapon lines" }), ...blocks);
}

function markers(unit, obs, words) {
  const marks = [];
  if (unit.activated) marks.push(words.activated || "activated");
  if ((obs.moved || []).includes(unit.id)) marks.push(words.moved || "moved this turn");
  for (const skill of unit.skills_spent || []) marks.push(`${skill}: ${words.spent || "spent"}`);
  const unloaded = ((obs.skill_markers || {}).unloaded || []).filter((u) => String(u).startsWith(unit.id));
  if (unloaded.length) marks.push(words.unloaded || "unloaded");
  return marks;
}

/** The card of `unit` (an observation's unit) as a panel; `cards` maps card ids to entries. */
export function unitCard(unit, obs, cards, glossary) {
  const card = cards[unit.card] || {};
  const words = glossary.table || {};
  const side = (glossary.sides || {})[unit.side] || unit.side;
  const hero = unit.hero ? cards[unit.hero.card] || {} : null;
  const cover = card.cover
    ? el("p", { class: "dt-card-cover" }, `${(glossary.cover || {}).soft || "soft cover"}: ${card.cover.soft_text}; `,
      `${(glossary.cover || {}).hard || "hard cover"}: ${card.cover.hard_text}`)
    : null;
  const marks = markers(unit, obs, words);
  return el("section", { class: `dt-card side-${unit.side}`, dataset: { card: unit.id } },
    el("h3", { text: `${card.name || unit.name}` }),
    el("p", { class: "dt-card-line" },
      `${side} ${card.type_name || unit.type} \u00B7 ${words.movement || "Move"} ${card.movement} \u00B7 `,
      `${words.armour || "Arm"} ${card.armour} (${card.armour_kind}) \u00B7 ${card.ap} ${words.ap || "AP"}`),
    el("p", { class: "dt-card-state" },
      el("strong", { text: strength(unit, card) }), ` ${card.type === "squad" ? "models" : "HP"} ${words.models_now || "now"}`,
      unit.square ? ` \u00B7 ${unit.square}` : ` \u00B7 ${words.to_enter || "to enter"}`,
      hero ? ` \u00B7 \u2605 ${hero.name} ${unit.hero.hit_points}/${hero.hit_points}` : ""),
    marks.length ? el("p", { class: "dt-card-marks", text: `${words.markers || "Markers"}: ${marks.join(", ")}` }) : null,
    cover,
    weaponTable(card, unit, words),
    hero ? el("p", { class: "dt-card-hero", text: `\u2605 ${hero.text || hero.name}` }) : null,
    hero ? weaponTable(hero, unit.hero, words) : null,
    (card.skills || []).length ? el("ul", { class: "dt-skills" },
      ...card.skills.map((s) => el("li", { title: s.text || "" }, el("strong", { text: s.name || s.id }), s.text ? `: ${s.text}` : ""))) : null,
    card.reconstructed && card.reconstructed.length ? el("p", { class: "dt-card-note hint", text: `reconstructed: ${card.reconstructed.join(", ")}` }) : null);
}
