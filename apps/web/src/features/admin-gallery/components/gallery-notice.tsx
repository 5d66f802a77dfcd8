import { Alert } from '@/components/ui/alert.tsx';
import type { NoticeMessage } from '@/components/ui/notice.tsx';

/** A notice of the gallery: the summary, and below it one line per image that failed and why. */
export interface GalleryNoticeMessage extends NoticeMessage {
  lines?: ReadonlyArray<{ item: number; text: string }>;
}

export function GalleryNotice({ notice }: { notice: GalleryNoticeMessage | null }) {
  if (!notice) return null;
  return (
    <div className="mb-4" data-testid="gallery-notice" data-tone={notice.tone}>
      <Alert tone={notice.tone}>
        <p>{notice.text}</p>
        {notice.lines?.length ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="gallery-notice-reasons">
            {notice.lines.map((line) => (
              <li key={line.item} className="break-words">
                {line.text}
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
    </div>
  );
}
