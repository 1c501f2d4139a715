import { parts, type Marked } from './marked'

/**
 * A text with its matched words in <mark>, built from React nodes (content is never injected as
 * HTML, so markup typed by an editor or a visitor stays text).
 */
export function Highlighted({ value }: { value: Marked }) {
  return (
    <>
      {parts(value).map((p, i) =>
        p.hit ? (
          <mark key={i} className="rounded-[2px] bg-amber-200/80 px-0.5 text-inherit">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  )
}
