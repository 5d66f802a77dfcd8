import { imageAttributes } from '@/lib/image-variants.ts';

const SLOTS = { sm: { sizes: '48px', side: 48 }, md: { sizes: '80px', side: 80 } };

/** The product picture of a cart or checkout line, or a neutral placeholder. */
export function ProductThumb({ src, alt, size = 'md' }: { src: string | null; alt: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-12 w-12' : 'h-20 w-20';
  if (!src) {
    return (
      <div className={`${box} flex shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400`} aria-hidden="true">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 17-5-5-9 8" />
        </svg>
      </div>
    );
  }
  return (
    <img {...imageAttributes(src, SLOTS[size])} alt={alt} className={`${box} shrink-0 rounded-md border border-slate-200 bg-white object-cover`} />
  );
}
