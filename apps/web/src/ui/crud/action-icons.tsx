/** Icons of record actions beyond Edit and Delete, drawn like the row actions' own (24 px grid, 2 px strokes). */
import { Icon } from '../icon';

/** An arrow into a tray: download the record's data. */
export function DownloadIcon() {
  return (
    <Icon>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

/** An eraser: remove personal data. */
export function EraseIcon() {
  return (
    <Icon>
      <path
        d={
          'M8 20h12M4.5 15.5 14 6a2 2 0 0 1 2.8 0l2.2 2.2a2 2 0 0 1 0 2.8L11.5 18.5a2 2 0 0 1-1.4.5H8.4' +
          'a2 2 0 0 1-1.4-.6l-2.5-2.5a.7.7 0 0 1 0-.9z'
        }
      />
      <path d="m9.5 10.5 5 5" />
    </Icon>
  );
}
