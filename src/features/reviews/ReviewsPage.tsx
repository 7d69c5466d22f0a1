// /admin/reviews (docs/product.md#reviews): customers' reviews, newest first, each with its stars, words, name, city,
// day and the door it names, Edit and Delete; "Add a review" opens the form (ReviewForm.tsx). The site shows them after
// the next publish.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { api } from '../../lib/api.ts';
import { CardActions, confirmDelete } from '../admin/CardActions.tsx';
import { useAdminT } from '../admin/i18n.ts';
import { Loaded, useLoaded } from '../admin/Loaded.tsx';
import type { Product } from '../catalogue/schema.ts';
import { nameIn } from '../catalogue/texts.ts';
import { blank, type Draft, draftOf, ReviewForm } from './ReviewForm.tsx';
import type { Review } from './schema.ts';

export default function ReviewsPage() {
  const { t, lang } = useAdminT();
  const { state, reload } = useLoaded(
    useCallback(
      () => Promise.all([api<Review[]>('/api/admin/reviews'), api<Product[]>('/api/products?includeInactive=true')]),
      [],
    ),
  );
  const [draft, setDraft] = useState<Draft | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const open = (next: Draft | null) => setDraft(next);
  // The form closed, the focus goes back to "Add a review" (opened, the form takes it to its heading).
  const formOpen = draft !== null;
  const opened = useRef(false);
  useEffect(() => {
    if (!formOpen && opened.current) addButton.current?.focus();
    opened.current = formOpen;
  }, [formOpen]);
  const dayText = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'uk' ? 'uk-UA' : 'en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(
      new Date(`${iso}T12:00:00Z`),
    );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl">{t('admin.nav.reviews')}</h1>
        {/* The form needs the doors a review may name: offered once they are here. */}
        {!draft && state.status === 'ready' && (
          <Button ref={addButton} variant="primary" size="md" onClick={() => open(blank())}>
            {t('admin.reviews.add')}
          </Button>
        )}
      </div>
      <p className="mt-2 max-w-2xl text-stone">{t('admin.reviews.lead')}</p>
      <Loaded state={state}>
        {([reviews, doors]) => (
          <>
            {draft && (
              <ReviewForm
                key={draft.id ?? 'new'}
                initial={draft}
                doors={doors}
                onSaved={() => {
                  open(null);
                  void reload();
                }}
                onCancel={() => open(null)}
              />
            )}
            {reviews.length === 0 ? (
              <p className="mt-8 text-stone">{t('admin.reviews.empty')}</p>
            ) : (
              <ul className="mt-8 grid gap-4 lg:grid-cols-2" data-admin-reviews>
                {reviews.map((review) => (
                  <li
                    key={review.id}
                    className="rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5"
                    data-review={review.author}
                  >
                    <h2 className="font-medium">
                      {review.author}
                      {review.city && <span className="font-normal text-stone">, {review.city}</span>}
                    </h2>
                    <p className="text-sm text-stone">
                      {t('reviews.stars', { rating: review.rating })} · {dayText(review.reviewedOn)}
                      {review.product && ` · ${nameIn(review.product, lang)}`}
                      {review.photoUrls.length > 0 &&
                        ` · ${t('admin.reviews.photoCount', { n: review.photoUrls.length })}`}
                    </p>
                    <p lang={review.lang} className="mt-2 line-clamp-3 whitespace-pre-line">
                      {review.body}
                    </p>
                    <CardActions
                      name={review.author}
                      onEdit={() => open(draftOf(review))}
                      onDelete={() =>
                        confirmDelete(
                          t('admin.reviews.confirmDelete', { author: review.author }),
                          `/api/admin/reviews/${review.id}`,
                          reload,
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
