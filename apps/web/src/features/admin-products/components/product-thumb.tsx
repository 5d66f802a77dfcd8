import { imageAttributes } from '@/lib/image-variants.ts';

/** Admin lists draw it 32–40 px square. */
const SLOT = { sizes: '40px', side: 40 };

/** A small square product image, or a neutral placeholder. */
export function ProductThumb({ src, alt, size = 'h-10 w-10' }: { src: string | null | undefined; alt: string; size?: string }) {
  if (!src) {
    return (
      <div className={`${size} flex items-center justify-center rounded border border-slate-200 bg-slate-100 text-slate-400`} aria-hidden="true">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 17-5-5-8 8" />
        </svg>
      </div>
    );
  }
  return <img {...imageAttributes(src, SLOT)} alt={alt} className={`${size} rounded border border-slate-200 bg-white object-cover`} />;
}
