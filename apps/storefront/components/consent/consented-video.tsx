interface ConsentedVideoProps {
  /** Accessible title of the embedded video. */
  title: string;
  /** Address of the embed. */
  src: string;
}

/**
 * An embedded video that loads only after the shopper's consent (spec 4 video consent).
 * Placeholder until the consent modal is built: a plain link, nothing embedded.
 */
export function ConsentedVideo({ title, src }: ConsentedVideoProps) {
  return <a href={src}>{title}</a>;
}
