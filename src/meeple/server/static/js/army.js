// The army builder, /army: a faction's unit cards, the units fielded with the heroes joined to
// squads, the point total against the scenario's limit and every problem the army check finds
// -- each asked of the server (POST /api/dust-tactics/army/check, the check `meeple army check`
// makes), never worked out here; army files loaded and saved through the server, which reads
// and writes them; unit cards a player transcribed loaded the same way; and a game started
// with the army against the heuristic bot, with those cards (the game option `units`).
import { ApiError, api } from "./api.js";
import { el, show } from "./dom.js";
import { unitCard } from "./games/dt-unit-card.js";

const $ = (id) => document.getElementById(id);

const state = {
  data: { units: {}, scenarios: {}, factions: {} },
  userCards: {},
  unitsText: "",
  unitsContent: null,
  army: { name: "", faction: "allies", scenario: "reconnaissance-in-force", unit: [] },
  verdict: null,
  asked: 0,
  saveUrl: null,
};

function cards() {
  return { ...state.data.units, ...state.userCards };
}

function showError(message) {
  $("army-error").textContent = message || "";
  show($("army-error"), Boolean(message));
}

/** The army as the army format has it: fields left empty left out. */
function armyData() {
  const army = { faction: state.army.faction, scenario: state.army.scenario,
    unit: state.army.unit.map((u) => Object.fromEntries(Object.entries(u).filter(([, v]) => v))) };
  if (state.army.name.trim()) army.name = state.army.name.trim();
  return army;
}

/** Ask the server for the verdict on the army as it stands (the latest answer wins). */
async function check() {
  const asked = ++state.asked;
  try {
    const verdict = await api("/api/dust-tactics/army/check", { method: "POST",
      body: { army: armyData(), ...(state.unitsText ? { units: state.unitsText } : {}) } });
    if (asked !== state.asked) return;
    state.verdict = verdict;
    showError("");
  } catch (error) {
    if (asked !== state.asked) return;
    state.verdict = null;
    showError(error instanceof ApiError ? error.message : String(error));
  }
  renderVerdict();
  saveLink();
}

function changed() {
  renderArmy();
  check();
}

function renderCards() {
  const faction = state.army.faction;
  const list = Object.entries(cards()).filter(([, card]) => card.faction === faction);
  $("card-list").replaceChildren(...list.map(([id, card]) => el("li", { class: "army-card-row", dataset: { card: id } },
    el("button", { type: "button", class: "army-card-name", text: card.name, title: card.text,
      on: { click: () => showCard(id) } }),
    el("span", { class: "army-card-facts", text: `${card.type_name} \u00B7 ${card.ap} AP` }),
    el("button", { type: "button", class: "army-add", dataset: { card: id }, text: "add",
      on: { click: () => { state.army.unit.push({ id }); changed(); } } }))));
}

function showCard(id) {
  const card = cards()[id];
  if (!card) return;
  const unit = { id, card: id, name: card.name, side: card.faction, type: card.type,
    models: [card.models || 0], hit_points: card.hit_points || 0, ammo_spent: [] };
  $("army-card").replaceChildren(unitCard(unit, {}, cards(), { table: {}, sides: state.data.factions, cover: {} }));
}

function squadsOf() {
  return state.army.unit.map((u, index) => ({ u, index }))
    .filter(({ u }) => (cards()[u.id] || {}).type === "squad");
}

function joinSelect(entry) {
  const choices = squadsOf().map(({ u }) => u.name || u.id);
  const select = el("select", { class: "army-joins", "aria-label": "joins",
    on: { change: (event) => { entry.joins = event.target.value || undefined; changed(); } } },
  el("option", { value: "", text: "fights alone" }),
  ...choices.map((name) => el("option", { value: name, text: `joins ${name}` })));
  select.value = entry.joins || "";
  return select;
}

function renderArmy() {
  $("army-units").replaceChildren(...state.army.unit.map((entry, index) => {
    const card = cards()[entry.id] || {};
    return el("li", { class: "army-unit", dataset: { card: entry.id } },
      el("button", { type: "button", class: "army-card-name", text: card.name || entry.id, on: { click: () => showCard(entry.id) } }),
      el("span", { class: "army-card-facts", text: `${card.ap ?? "?"} AP` }),
      card.type === "hero" ? joinSelect(entry) : null,
      el("button", { type: "button", class: "army-remove", text: "remove",
        on: { click: () => { state.army.unit.splice(index, 1); changed(); } } }));
  }));
}

function renderVerdict() {
  const verdict = state.verdict;
  const total = $("army-total");
  if (!verdict) {
    total.textContent = "";
    $("army-problems").replaceChildren();
    $("army-start").disabled = true;
    return;
  }
  total.textContent = `${verdict.total_ap} of ${verdict.limit ?? "?"} army points (${verdict.limit_from || "no limit"})`;
  total.classList.toggle("over", verdict.limit !== null && verdict.total_ap > verdict.limit);
  $("army-problems").replaceChildren(...verdict.problems.map((p) => el("li", { class: "army-problem", text: p })));
  document.body.dataset.valid = verdict.valid ? "1" : "0";
  $("army-start").disabled = !verdict.valid;
}

async function saveLink() {
  const link = $("army-save");
  try {
    const { text } = await api("/api/dust-tactics/army/write", { method: "POST", body: { army: armyData() } });
    if (state.saveUrl) URL.revokeObjectURL(state.saveUrl);
    state.saveUrl = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.href = state.saveUrl;
    link.download = `${(state.army.name || "army").replace(/[^A-Za-z0-9_-]+/g, "-")}.toml`;
    link.classList.remove("disabled");
  } catch (_error) {
    link.removeAttribute("href");
    link.classList.add("disabled");
  }
}

async function fileText(input) {
  const file = input.files && input.files[0];
  if (!file) return null;
  if (file.size > 64 * 1024) throw new ApiError(`${file.name}: larger than 64 KiB`, 413);
  return file.text();
}

async function loadArmy(input) {
  try {
    const text = await fileText(input);
    if (text === null) return;
    const { army } = await api("/api/dust-tactics/army/read", { method: "POST", body: { text } });
    state.army = { name: army.name || "", faction: army.faction, scenario: army.scenario || state.army.scenario,
      unit: (army.unit || []).map((u) => ({ ...u })) };
    renderSettings();
    renderCards();
    changed();
  } catch (error) {
    showError(error instanceof ApiError ? error.message : String(error));
  }
}

async function loadUnits(input) {
  try {
    const text = await fileText(input);
    if (text === null) return;
    const read = await api("/api/dust-tactics/units/read", { method: "POST", body: { text } });
    state.userCards = read.units;
    state.unitsText = text;
    state.unitsContent = read.content;
    $("units-summary").textContent = read.summary;
    show($("units-summary"), true);
    renderCards();
    changed();
  } catch (error) {
    showError(error instanceof ApiError ? error.message : String(error));
  }
}

async function start() {
  const faction = state.army.faction;
  const me = { name: $("player-name").value.trim() || "Player", agent: "human" };
  const bot = { name: "Bot", agent: "heuristic" };
  const seats = faction === "allies" ? [me, bot] : [bot, me];
  try {
    const made = await api("/api/matches", { method: "POST", body: { game: "dust-tactics",
      options: { scenario: state.army.scenario, [`${faction}_army`]: armyData(),
        ...(state.unitsContent ? { units: state.unitsContent } : {}) }, seats } });
    const mine = made.seats.find((s) => s.link);
    window.location.assign(mine.link);
  } catch (error) {
    showError(error instanceof ApiError ? error.message : String(error));
  }
}

function renderSettings() {
  $("army-name").value = state.army.name;
  $("army-faction").value = state.army.faction;
  $("army-scenario").value = state.army.scenario;
}

async function main() {
  try {
    state.data = await api("/api/dust-tactics/army-builder");
  } catch (error) {
    showError(error instanceof ApiError ? error.message : String(error));
    return;
  }
  $("army-faction").replaceChildren(...Object.entries(state.data.factions).map(([id, name]) => el("option", { value: id, text: name })));
  $("army-scenario").replaceChildren(...Object.entries(state.data.scenarios).map(([id, s]) =>
    el("option", { value: id, text: `${s.name} (${s.army_points} AP)` })));
  renderSettings();
  $("army-name").addEventListener("input", (event) => { state.army.name = event.target.value; check(); });
  $("army-faction").addEventListener("change", (event) => {
    state.army.faction = event.target.value;
    state.army.unit = [];
    renderCards();
    changed();
  });
  $("army-scenario").addEventListener("change", (event) => { state.army.scenario = event.target.value; changed(); });
  $("army-file").addEventListener("change", (event) => loadArmy(event.target));
  $("units-file").addEventListener("change", (event) => loadUnits(event.target));
  $("army-start").addEventListener("click", start);
  renderCards();
  changed();
}

main();
