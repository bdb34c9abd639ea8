/** The collections as checkboxes: ticking one adds it to the family's, unticking removes it (optimistic). */

import { isCollectionAdded, translatedField } from '@attune/core/rules';
import { Card, CheckboxField } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import type { ContentLibrary } from '../api/content-data';
import { useContentStore } from './content-store';

export function CollectionPicker({
  library,
  legend,
}: {
  readonly library: ContentLibrary;
  readonly legend: string;
}) {
  const { i18n } = useTranslation();
  const { userCollections, setCollectionAdded } = useContentStore();
  return (
    <fieldset className="web-collection-picker">
      <legend className="web-h3">{legend}</legend>
      <ul className="web-collection-picker__list">
        {library.collections.map((collection) => {
          const added = isCollectionAdded(collection, userCollections);
          return (
            <Card key={collection.id} render={<li />} className="web-collection-picker__item">
              <CheckboxField
                label={
                  <span className="web-collection-card__name">
                    {translatedField(collection, 'name', i18n.language)}
                  </span>
                }
                hint={translatedField(collection, 'description', i18n.language)}
                checked={added}
                onCheckedChange={(checked) => setCollectionAdded(collection.id, checked)}
              />
            </Card>
          );
        })}
      </ul>
    </fieldset>
  );
}
