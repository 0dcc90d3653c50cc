import { Fragment } from 'react';
import { Anchor } from '@mantine/core';
import { textLinks } from '@touchline/domain';

/** A notice's text with its addresses as links (the domain's `textLinks`, as the emails draw them), opened apart. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {textLinks(text).map((part, i) =>
        'href' in part ? (
          <Anchor
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {part.label}
          </Anchor>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
