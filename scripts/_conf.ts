import { ALIAS_CONFLICTS } from '../domain/packaging/match.ts';
import { ITEM_CATALOG } from '../domain/packaging/index.ts';
const names = new Set(ITEM_CATALOG.map((i) => i.name));
console.log(JSON.stringify(ALIAS_CONFLICTS.map((c) => ({ ...c, isName: names.has(c.phrase) && ITEM_CATALOG.find((i) => i.name === c.phrase)?.name === c.droppedFor }))));
