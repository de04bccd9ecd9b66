// Books and paper, office equipment, art supplies and musical instruments. Books and documents are 'flat' and
// go in padded mailers; instruments are fragile and ship in cases or padded boxes.
import { bottleLitres, diameterInches, item, keyCount, lengthInches, variantsInLb, withBasis } from './define.ts';
import type { CatalogItem } from '../types.ts';

const BASIS = 'typical retail-packed size and weight from US retail listing package dimensions and common shipping practice, as recalled by the catalog author (not re-verified offline; expect +-20%)';

export const MEDIA_OFFICE_MUSIC: readonly CatalogItem[] = withBasis([
  item('book', 'books_media', [24, 16, 3.5], 0.6, { aliases: ['hardcover book', 'hardcover', 'hardback', 'hardback book', 'novel', 'biography', 'bible', 'used book', 'signed book', 'first edition', 'diary', 'journal', 'notebook journal'], form: 'flat' }),
  item('paperback book', 'books_media', [20, 13, 2.5], 0.3, { aliases: ['paperback', 'paperback novel', 'pocket book', 'mass market paperback', 'manga', 'manga volume', 'graphic novel', 'workbook', 'puzzle book', 'activity book', 'coloring book', 'childrens book', 'kids book'], form: 'flat' }),
  item('textbook', 'books_media', [28, 22, 4], 1.6, { aliases: ['text book', 'college textbook', 'school book', 'medical textbook', 'reference book', 'encyclopedia', 'atlas', 'law book'], form: 'flat' }),
  item('coffee table book', 'books_media', [33, 28, 3.5], 2.0, { aliases: ['art book', 'photography book', 'large book', 'oversized book'], form: 'flat' }),
  item('comic book', 'books_media', [27, 18, 0.6], 0.12, { aliases: ['comic', 'comics', 'graded comic', 'brochure', 'pamphlet'], form: 'flat' }),
  item('documents', 'office', [32, 24, 1], 0.12, { aliases: ['document', 'paperwork', 'papers', 'contract', 'legal documents', 'certificate', 'passport', 'photos', 'photographs', 'photo', 'business cards', 'birth certificate', 'check', 'tax documents', 'deed', 'title', 'invitations', 'stamps', 'sticker', 'stickers', 'patch', 'patches'], form: 'flat' }),
  item('printer paper', 'office', [28, 22, 5.5], 2.3, { aliases: ['ream of paper', 'copy paper', 'paper ream', 'ream', 'cardstock', 'photo paper', 'case of paper', 'notebooks', 'notebook', 'composition notebook', 'spiral notebook', 'notepad', 'planner', 'sketch book'], brands: ['moleskine', 'hammermill'], form: 'flat', sizing: ['by-weight'] }),
  item('office supplies', 'office', [30, 22, 10], 1.4, { aliases: ['school supplies', 'stationery', 'pencils', 'stapler', 'tape dispenser', 'label maker', 'printer ink', 'ink cartridge', 'ink cartridges', 'toner', 'toner cartridge'], brands: ['brother label maker', 'dymo', 'hp ink'] }),
  item('paper shredder', 'office', [46, 36, 26], 7.5, { aliases: ['shredder', 'document shredder', 'laminator', 'binding machine'], brands: ['fellowes', 'amazonbasics shredder'] }),
  item('whiteboard', 'office', [95, 65, 5], 5.5, { aliases: ['white board', 'dry erase board', 'chalkboard', 'bulletin board', 'cork board', 'corkboard', 'easel board', 'magnetic board', 'letter board'], form: 'flat' }),
  item('desk globe', 'office', [35, 35, 42], 1.6, { aliases: ['globe', 'world globe', 'illuminated globe', 'snow globe'], fragile: true }),
  item('paint brushes', 'art', [30, 10, 2], 0.15, { aliases: ['paint brush', 'set of paint brushes', 'artist brushes', 'artist paint brushes'], unitCount: 12, basis: 'typical: a pack of 10-15 synthetic brushes on a card, ~12x4 in, 0.1-0.2 kg' }),
  item('art supplies', 'art', [36, 26, 6], 1.0, { aliases: ['paint set', 'acrylic paint set', 'watercolor set', 'oil paints', 'watercolors', 'art set', 'drawing set', 'pastels', 'paint palette', 'eyeshadow palette art', 'calligraphy set', 'art kit'], brands: ['winsor newton', 'liquitex', 'posca'], form: 'flat' }),
  // Round three: one artist's tube (acrylic, oil, gouache, watercolour), sized by its capacity; a set of them is
  // counted in tubes. "acrylic paint" used to match a gallon of house paint.
  item('paint tube', 'art', [13, 4, 3], 0.07, { aliases: ['paint tubes', 'acrylic paint', 'acrylic paints', 'acrylic paint tubes', 'oil paint tubes', 'gouache', 'gouache paint', 'gouache paints', 'watercolor tubes', 'watercolour tubes', 'tube of paint', 'artist paint'], brands: ['liquitex tube', 'golden acrylic'], sizing: [bottleLitres(0.06, [0.03, 0.5])] }),
  item('easel', 'art', [92, 22, 10], 3.2, { aliases: ['art easel', 'painting easel', 'display easel', 'drafting table', 'light box'] }),
  item('yarn', 'art', [32, 22, 16], 0.6, { aliases: ['yarn skeins', 'skein', 'wool yarn', 'knitting yarn', 'fabric', 'bolt of fabric', 'fabric bundle', 'quilting fabric', 'thread', 'embroidery kit', 'knitting kit', 'crochet kit', 'felt'], form: 'soft', sizing: ['by-weight'] }),
  item('cricut machine', 'art', [60, 28, 22], 6, { aliases: ['cutting machine', 'vinyl cutter', 'heat press', 'sublimation printer', 'embossing machine', 'cricut maker', 'silhouette cameo'], brands: ['cricut', 'cricut maker', 'cricut explore'] }),
  item('pottery wheel', 'art', [60, 50, 40], 30, { aliases: ['potters wheel', 'kiln', 'clay', 'pottery clay', 'bag of clay'] }),
  item('acoustic guitar', 'music', [112, 47, 17], 6.5, { aliases: ['guitar', 'classical guitar', 'folk guitar', 'twelve string guitar', 'acoustic electric guitar', 'guitar with case', 'guitar in case'], brands: ['taylor guitar', 'martin guitar', 'yamaha guitar', 'gibson acoustic', 'fender acoustic', 'taylor', 'martin'], fragile: true }),
  item('electric guitar', 'music', [110, 44, 15], 7.2, { aliases: ['electric guitars', 'solid body guitar', 'stratocaster', 'telecaster', 'les paul', 'strat', 'tele'], brands: ['fender', 'gibson', 'epiphone', 'squier', 'ibanez', 'prs guitar', 'jackson guitar', 'schecter', 'gretsch'], fragile: true }),
  item('bass guitar', 'music', [126, 45, 15], 7.5, { aliases: ['bass', 'electric bass', 'acoustic bass', 'upright bass', 'precision bass', 'jazz bass'], brands: ['fender bass', 'fender precision'], fragile: true }),
  item('ukulele', 'music', [66, 26, 11], 1.3, { aliases: ['uke', 'mandolin', 'banjo'], fragile: true }),
  item('guitar amplifier', 'music', [45, 40, 25], 9, { aliases: ['guitar amp', 'amp', 'bass amp', 'combo amp', 'amp head', 'speaker cabinet', 'pa speaker', 'pa system', 'powered speaker', 'dj speaker'], brands: ['marshall', 'fender amp', 'boss katana', 'vox amp', 'orange amp', 'boss amp', 'line 6'] }),
  item('guitar pedal', 'music', [16, 12, 8], 0.5, { aliases: ['effects pedal', 'effect pedal', 'pedal', 'pedalboard', 'pedal board', 'guitar stand', 'guitar accessories'], brands: ['boss pedal', 'electro harmonix'] }),
  // Round three: drum hardware is steel: a kick pedal weighs 2-3 kg, a stand 3-4 kg.
  item('drum pedal', 'music', [34, 22, 12], 2.5, { aliases: ['bass drum pedal', 'kick pedal', 'kick drum pedal', 'double bass pedal', 'double kick pedal', 'hi hat stand', 'hihat stand', 'cymbal stand', 'snare stand', 'drum hardware'], brands: ['dw 5000', 'pearl eliminator', 'tama iron cobra'] }),
  item('violin', 'music', [82, 28, 15], 3.2, { aliases: ['fiddle', 'viola', 'violin case', 'violin with case'], brands: ['stentor'], fragile: true }),
  item('cello', 'music', [145, 55, 40], 12, { aliases: ['cello case', 'double bass case', 'harp'], fragile: true }),
  item('digital piano', 'music', [145, 38, 20], 15, { aliases: ['electric piano', 'stage piano', 'piano keyboard', 'weighted keyboard', 'eighty eight key keyboard', 'keyboard piano', 'digital keyboard', 'synthesizer', 'synth', 'organ'], brands: ['yamaha p45', 'yamaha p 45', 'roland piano', 'casio privia', 'korg', 'nord'], sizing: [lengthInches(53, [18, 60], [1, 0.8, 0.8], 1.4), keyCount(88, variantsInLb([[61, 41, 15, 6, 14], [73, 47, 15, 7, 22], [76, 50, 16, 7, 24], [88, 57, 15, 8, 33]]))] }),
  item('drum kit', 'music', [72, 62, 60], 32, { aliases: ['drum set', 'drum', 'drumset', 'acoustic drum kit', 'drum kit complete', 'five piece drum set'], brands: ['pearl drums', 'ludwig', 'tama'] }),
  item('hand drum', 'music', [45, 42, 36], 5.5, { aliases: ['bass drum', 'kick drum', 'conga', 'bongos', 'cajon', 'djembe', 'steel drum', 'tabla'], brands: ['zildjian', 'sabian', 'meinl'] }),
  // Round three: a snare (was an alias of the practice pad) or tom ships in a box a few cm over its head diameter.
  item('snare drum', 'music', [42, 42, 22], 5.0, { aliases: ['snare', 'tom drum', 'floor tom', 'tom tom', 'rack tom', 'marching snare'], brands: ['ludwig snare', 'pearl snare'], sizing: [diameterInches(14, [8, 18], 2)] }),
  item('brass instrument', 'music', [62, 30, 22], 4, { aliases: ['tuba', 'euphonium', 'bugle', 'alto sax', 'tenor sax', 'bassoon'], brands: ['selmer', 'yamaha trumpet', 'bach trumpet', 'yamaha sax'], fragile: true }),
  item('microphone', 'music', [22, 14, 9], 0.6, { aliases: ['mic', 'usb microphone', 'condenser microphone', 'podcast microphone', 'audio interface', 'mixer audio', 'audio mixer', 'dj mixer', 'mixing console', 'studio equipment'], brands: ['shure', 'shure sm58', 'blue yeti', 'focusrite', 'scarlett', 'pioneer dj', 'rodecaster', 'rode mic'] }),
  item('harmonica', 'music', [14, 6, 4], 0.15, { aliases: ['recorder', 'kazoo', 'tambourine', 'ocarina', 'metronome', 'tuning fork'], form: 'flat' }),
], BASIS);
