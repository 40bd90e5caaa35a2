import { useId, type ReactNode } from 'react';

interface MoneySectionProps {
  title: ReactNode;
  /** The heading's id, when it names something else too (a list, a refresh button). */
  titleId?: string;
  /** A control beside the title (refresh, bind a card). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of a money page, a region named by its heading. */
export function MoneySection({ title, titleId, action, children }: MoneySectionProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  const heading = (
    <h4 id={id} className="mc-section__title">
      {title}
    </h4>
  );
  return (
    <section className="mc-section" aria-labelledby={id}>
      {action ? (
        <div className="money-head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
