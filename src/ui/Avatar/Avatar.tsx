import { type ComponentProps, useState } from 'react';
import { type AvatarVariants, avatar, image } from './Avatar.css.ts';
import { initials } from './initials.ts';

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
  AvatarVariants & {
    /** The user's name: it labels the avatar, and gives the initials when there is no picture. */
    name: string;
    /** The picture's address (the Steam avatar); a missing or broken one falls back to the initials. */
    src?: string | null;
  };

/**
 * A user's picture, or the first two letters of their name when there is none or it fails to load.
 *
 * Use it wherever a person is shown: the header's user menu, a review's author, a user in the back-office. Not for
 * items or stickers: those are `Picture`s.
 */
export function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span {...props} role="img" aria-label={name} className={[avatar({ size }), className].filter(Boolean).join(' ')}>
      {showImage ? (
        <img className={image} src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
