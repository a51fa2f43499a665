// What the line being aimed would do to one target: its dice (drawn as dice), damage per hit,
// distance and cover, and the exact odds the game worked out (the observation's
// aim_options[].odds, meeple.games.dust_tactics.attack_odds): the chance of each number of
// hits, of models or hit points removed after cover, and of the attacker's loss in a
// close-combat reply. Nothing is computed here but the percentages' rounding. And the rolls
// made, as dice: the attack's while it waits for casualties, else the latest news' (the
// game's sentences, each ending with its dice).
import { el, phraseNode } from "../dom.js";

/** A chance as a percentage for reading: "33.3%", "<0.1%". */
export function percent(p) {
  if (p > 0 && p < 0.0005) return "<0.1%";
  return `${(p * 100).toFixed(1)}%`;
}

/** Dice as they fell: one die a face, a hit filled ("hit": a die that scores, as the attack
 * reads it), a blank empty. */
export function rolledDice(faces) {
  return el("span", { class: "dt-dice dt-rolled", dataset: { hits: faces.filter((f) => f === "hit").length } },
    ...faces.map((face) => el("span", { class: `dt-die dt-die-${face}`, title: face })));
}

/** Whether a phrase's span is a die as it fell (the game's words tag it `die hit`, `die blank`,
 * with `scores` when its face counts: meeple.games.dust_tactics.words.dice_words). */
function isDie(span) {
  return String(span[1] || "").split(/\s+/).includes("die");
}

/** The rolls of the latest news (the game's sentences of the change just made, each ending
 * with its dice), drawn with their dice; null when the news rolled nothing. */
export function newsRolls(news, heading) {
  const rolls = (news || []).filter((phrase) => Array.isArray(phrase) && phrase.some(isDie));
  if (!rolls.length) return null;
  return el("section", { class: "dt-rolls dt-news-rolls" }, el("h4", { text: heading }),
    el("ol", {}, ...rolls.map((phrase) => phraseNode(phrase, "li", { class: "dt-roll" }))));
}

/** The attack under way (the observation's `attack`: each shot's faces as the attack reads
 * them, and the close-combat replies'), its rolls drawn as dice; null when none is. */
export function attackRolls(obs, lineName, unitName) {
  const attack = obs.attack;
  if (!attack || !Array.isArray(attack.shot_faces)) return null;
  const rows = [];
  (attack.shots || []).forEach((shot, i) => {
    const faces = attack.shot_faces[i];
    if (!faces) return;
    rows.push(el("li", { class: "dt-roll" }, `${lineName(obs.attacker, shot.line)} \u2192 ${unitName(shot.target)} `, rolledDice(faces)));
  });
  (attack.replies || []).forEach((reply, i) => {
    const faces = (attack.reply_faces || [])[i];
    if (!faces) return;
    rows.push(el("li", { class: "dt-roll dt-reply" }, `${unitName(reply.defender)}: ${lineName(reply.defender, reply.line)} \u2192 ${unitName(obs.attacker)} `, rolledDice(faces)));
  });
  return rows.length ? el("section", { class: "dt-rolls" }, el("ol", {}, ...rows)) : null;
}

function dice(n) {
  const shown = Math.min(n, 12);
  return el("span", { class: "dt-dice", title: `${n}`, dataset: { dice: n } },
    ...Array.from({ length: shown }, () => el("span", { class: "dt-die", "aria-hidden": "true" })),
    n > shown ? el("span", { text: `+${n - shown}` }) : null);
}

function bars(title, chances, kind) {
  // the outcomes worth a row: every one up to the last above 0.05%
  let last = chances.length - 1;
  while (last > 0 && chances[last] < 0.0005) last--;
  const rows = chances.slice(0, last + 1).map((p, n) => el("tr", { dataset: { outcome: n } },
    el("th", { text: String(n) }),
    el("td", { class: "dt-bar-cell" }, el("meter", { class: `dt-bar dt-bar-${kind}`, min: 0, max: 1, value: p })),
    el("td", { class: "num", text: percent(p) })));
  return el("table", { class: `dt-odds-table dt-odds-${kind}` }, el("caption", { text: title }), el("tbody", {}, ...rows));
}

/** Why the target has its cover (the game's aim_options[].cover_sources), in the glossary's words. */
function coverWhy(option, glossary) {
  const words = glossary.table || {};
  const names = { ...(glossary.elements || {}), ...(glossary.terrain || {}) };
  const sources = option.cover_sources || [];
  if (!sources.length) return words.cover_open || "in the open";
  return sources.map((s) => {
    const what = s.what && names[s.what] ? ` (${names[s.what].name})` : "";
    const cover = s.cover && s.cover !== "none" ? `, ${(glossary.cover || {})[s.cover] || s.cover}` : "";
    return `${words[`cover_${s.source}`] || s.source}${what}${cover}`;
  }).join(" + ");
}

/** The box for one aim option (see the module comment). */
export function oddsBox(option, obs, names, glossary) {
  const words = glossary.table || {};
  const line = obs.aim_line || {};
  const odds = option.odds || {};
  const coverName = (glossary.cover || {})[option.cover || "none"] || option.cover || "";
  const facts = [
    option.distance === 1 ? `1 ${words.distance_one || "square away"}` : `${option.distance} ${words.distance || "squares away"}`,
    `${option.damage_per_hit} ${words.damage_per_hit || "damage per hit"}`,
  ];
  if (option.cover !== undefined) facts.push(`${coverName}: ${coverWhy(option, glossary)}`);
  if (option.ignores_cover) facts.push(words.ignores_cover || "ignores cover");
  else if (option.cover_roll) facts.push(words.cover_roll || "rolls for cover");
  if (option.to_destroy !== undefined) facts.push(`${option.to_destroy} to destroy`);
  const lost = odds.lost || [];
  return el("section", { class: "dt-odds", dataset: { target: option.target } },
    el("h4", {}, `${line.weapon || ""} \u2192 ${names(option.target)} `, dice(option.dice || 0)),
    el("p", { class: "dt-odds-facts", text: facts.join(" \u00B7 ") }),
    el("p", { class: "dt-odds-title hint", text: words.odds || "Odds of this line alone" }),
    el("div", { class: "dt-odds-tables" },
      bars(`${words.odds_hits || "hits"} (${words.odds_mean || "on average"} ${(odds.mean_hits || 0).toFixed(2)})`, odds.hits || [], "hits"),
      bars(`${words.odds_removed || "removed"} (${words.odds_mean || "on average"} ${(odds.mean_removed || 0).toFixed(2)})`, odds.removed || [], "removed"),
      lost.length > 1 ? bars(words.odds_lost || "the attacker loses", lost, "lost") : null),
    odds.tail > 0 ? el("p", { class: "hint", text: `${words.odds_tail || "left out"}: ${percent(odds.tail)}` }) : null);
}
