/**
 * One item of an allergen menu: its name, description, calories when asked for, and, always, what it contains
 * and may contain, its ingredients' included, as its PDF says it; what it may contain of the ticked allergens
 * is highlighted (§4). Its ingredients on demand.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllergenMenuItem } from '../../../api-client/menus.ts';
import { effectiveAllergens } from '../../../engine/menus/effective.ts';
import { formatCalories } from '../../../engine/menus/filter.ts';

export function MenuItemCard({ item, mayContain, showCalories }: { item: AllergenMenuItem; mayContain: readonly string[]; showCalories: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ingredientsId = useId();
  const calories = showCalories ? formatCalories(item.calories) : null;
  const { contains, may_contain } = effectiveAllergens(item);
  return (
    <li className={`covers-menu-item${mayContain.length > 0 ? ' covers-menu-item--may-contain' : ''}`}>
      <h3 className="covers-menu-item__name">{item.name}</h3>
      {/* The server keeps descriptions to a few inline tags without attributes (sanitize-html on import), so nothing in them can run. */}
      {item.description && <p className="covers-menu-item__description" dangerouslySetInnerHTML={{ __html: item.description }} />}
      {calories && <p className="covers-menu-item__calories">{calories}</p>}
      <p className="covers-menu-item__contains">
        <strong>{t('account:allergens.contains')}:</strong> {contains.length > 0 ? contains.join(', ') : t('account:allergens.containsNone')}
      </p>
      {may_contain.length > 0 && (
        <p className={`covers-menu-item__may-contain${mayContain.length > 0 ? ' covers-notice--warning' : ''}`}>
          <strong>{t('account:allergens.mayContain')}:</strong>{' '}
          {may_contain.map((allergen, i) => (
            <span key={allergen}>
              {i > 0 ? ', ' : null}
              {mayContain.includes(allergen) ? <mark>{allergen}</mark> : allergen}
            </span>
          ))}
        </p>
      )}
      {item.dietary.length > 0 && <p className="covers-menu-item__dietary">{item.dietary.join(', ')}</p>}
      {item.ingredients.length > 0 && (
        <>
          <button type="button" className="covers-button covers-button--secondary" aria-expanded={open} aria-controls={ingredientsId} onClick={() => setOpen(!open)}>
            {t('account:allergens.showIngredients')}
          </button>
          <div id={ingredientsId} hidden={!open}>
            <h4>{t('account:allergens.ingredients')}</h4>
            <ul>
              {item.ingredients.map((ingredient) => (
                <li key={ingredient.name}>
                  {ingredient.name}
                  {ingredient.contains.length > 0 && ` (${t('account:allergens.contains')}: ${ingredient.contains.join(', ')})`}
                  {ingredient.may_contain.length > 0 && ` (${t('account:allergens.mayContain')}: ${ingredient.may_contain.join(', ')})`}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </li>
  );
}
