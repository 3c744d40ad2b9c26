/** Images kept in the file store (avatars, team logos), each under a key the server made. */
export interface StoredImages {
  /** A URL that serves the image for a while. */
  url(key: string): Promise<string>;
  /** Deletes a stored image (one that was replaced); deleting a missing key is not an error. */
  remove(key: string): Promise<void>;
}
