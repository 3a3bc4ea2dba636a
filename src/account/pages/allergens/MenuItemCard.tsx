/** One item of an allergen menu: its name, description, allergens, calories when asked for, and its ingredients on demand. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllergenMenuItem } from '../../../api-client/menus.ts';
import { formatCalories } from '../../../engine/menus/filter.ts';

export function MenuItemCard({ item, mayContain, showCalories }: { item: AllergenMenuItem; mayContain: readonly string[]; showCalories: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ingredientsId = useId();
  const calories = showCalories ? formatCalories(item.calories) : null;
  return (
    <li className={`covers-menu-item${mayContain.length > 0 ? ' covers-menu-item--may-contain' : ''}`}>
      <h3 className="covers-menu-item__name">{item.name}</h3>
      {/* The server keeps descriptions to a few inline tags without attributes (sanitize-html on import), so nothing in them can run. */}
      {item.description && <p className="covers-menu-item__description" dangerouslySetInnerHTML={{ __html: item.description }} />}
      {calories && <p className="covers-menu-item__calories">{calories}</p>}
      {mayContain.length > 0 && (
        <p className="covers-notice--warning covers-menu-item__may-contain">
          <strong>{t('account:allergens.mayContain')}:</strong> {mayContain.join(', ')}
        </p>
      )}
      {item.contains.length > 0 && (
        <p>
          <strong>{t('account:allergens.contains')}:</strong> {item.contains.join(', ')}
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
