/**
 * The allergen page's filter (src/engine/menus/filter.ts) over a 500-item menu, as the page runs it on each
 * change: the target is one frame (16.7 ms at 60 Hz) for a change of filters or a key typed in the search.
 * Run alone (`npx tsx tests/bench/allergen-filter.ts`) or from `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ALLERGENS, DIETARY_OPTIONS } from '../../src/engine/menus/allergens.ts';
import { filterMenu, NO_FILTERS, type MenuFilters } from '../../src/engine/menus/filter.ts';

const ITEMS = 500;
const CATEGORIES = 20;

/** A menu of 500 items in 20 categories, each item with a few allergens, may-contains and a description with markup. */
function menu() {
  return Array.from({ length: CATEGORIES }, (_, c) => ({
    category: `Category ${c + 1}`,
    items: Array.from({ length: ITEMS / CATEGORIES }, (_, i) => {
      const n = c * 100 + i;
      return {
        name: `Dish ${n} ${['chicken', 'halloumi', 'sweet potato', 'beef', 'tofu'][n % 5]}`,
        description: `A <strong>house</strong> favourite with ${['chilli', 'garlic', 'lime', 'herbs'][n % 4]} &amp; sides`,
        contains: ALLERGENS.filter((_, a) => (n + a) % 5 === 0),
        may_contain: ALLERGENS.filter((_, a) => (n + a) % 7 === 0),
        dietary: DIETARY_OPTIONS.filter((_, d) => (n + d) % 3 === 0),
      };
    }),
  }));
}

export function benchAllergenFilter(report: (what: string, figure: string, target?: string) => void) {
  const categories = menu();
  const changes: MenuFilters[] = [
    NO_FILTERS,
    { ...NO_FILTERS, allergens: ['Milk'] },
    { ...NO_FILTERS, allergens: ['Milk', 'Tree Nuts'] },
    { ...NO_FILTERS, allergens: ['Milk', 'Tree Nuts'], hideMayContain: true },
    { ...NO_FILTERS, allergens: ['Milk', 'Tree Nuts'], dietary: ['Vegetarian'], hideMayContain: true },
    ...['s', 'sw', 'swe', 'swee', 'sweet'].map((search) => ({ ...NO_FILTERS, allergens: ['Milk' as const], search })),
  ];
  for (const filters of changes) filterMenu(categories, filters); // warm-up (and the search texts kept per item)
  const times: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    for (const filters of changes) {
      const start = performance.now();
      filterMenu(categories, filters);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  report(`allergen filter, ${ITEMS} items`, `median ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms over ${times.length} changes`, '≤ 16.7 ms (one frame)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchAllergenFilter((what, figure, target) => console.log(`  ${what}: ${figure}${target ? `   (target ${target})` : ''}`));
