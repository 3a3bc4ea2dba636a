/**
 * The allergen PDFs (src/server/documents/menu-pdf.ts): making one for a 500-item menu, as the first request
 * after an import does, and a page-sized menu of 40 items; a later request only reads the stored file. There
 * is no spec target: a first request should stay well under a second, so no one waits on it.
 * Run alone (`npx tsx tests/bench/menu-pdf.ts`) or from `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ALLERGENS, DIETARY_OPTIONS } from '../../src/engine/menus/allergens.ts';
import { menuPdf, type PdfMenu } from '../../src/server/documents/menu-pdf.ts';

function menu(items: number): PdfMenu {
  const perCategory = 25;
  return {
    title: 'Food: allergen menu',
    subtitle: ['Revolution Manchester Deansgate (Food menu)'],
    categories: Array.from({ length: Math.ceil(items / perCategory) }, (_, c) => ({
      category: `Category ${c + 1}`,
      items: Array.from({ length: Math.min(perCategory, items - c * perCategory) }, (_, i) => {
        const n = c * perCategory + i;
        return {
          name: `Dish ${n}`,
          description: `A <strong>house</strong> favourite with chilli &amp; sides`,
          calories: 300 + n,
          contains: ALLERGENS.filter((_, a) => (n + a) % 5 === 0),
          may_contain: ALLERGENS.filter((_, a) => (n + a) % 7 === 0),
          dietary: DIETARY_OPTIONS.filter((_, d) => (n + d) % 3 === 0),
          ingredients: [{ name: 'Flour', contains: ['Cereals containing Gluten'], may_contain: [] }, { name: 'Butter', contains: ['Milk'], may_contain: [] }],
        };
      }),
    })),
    note: 'Please speak to a member of the team before you order if you have an allergy or intolerance.',
  };
}

export async function benchMenuPdf(report: (what: string, figure: string, target?: string) => void) {
  await menuPdf(menu(10)); // warm-up: the font metrics are read once
  for (const items of [40, 500]) {
    const times: number[] = [];
    let size = 0;
    for (let round = 0; round < 10; round += 1) {
      const start = performance.now();
      size = (await menuPdf(menu(items))).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    report(`allergen PDF, ${items} items`, `median ${times[5]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms, ${Math.round(size / 1024)} KB`, '< 1 s for the first request; later ones read the stored file');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMenuPdf((what, figure, target) => console.log(`  ${what}: ${figure}${target ? `   (target ${target})` : ''}`));
