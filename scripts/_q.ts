import { estimatePackage } from '../domain/packaging/index.ts';
for (const p of process.argv.slice(2)) { const e = estimatePackage({ product: p }); console.log(`${p} => ${e.estimate.matched} ${e.length_cm}x${e.width_cm}x${e.height_cm} ${e.weight_kg}kg conf ${e.estimate.confidence} box ${e.estimate.box} q${e.estimate.quantity}`); for (const a of e.estimate.assumptions) console.log('   - '+a); }
