import { describe, expect, it } from 'vitest';
import { isPublicLogoKey, publicLogoUrl } from './public-logos';

const teamId = '3f1c2a9e-4b7d-4e0a-9c1f-2d3e4f5a6b7c';
const name = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('public logo URLs', () => {
  it('put a logo key on the app origin, the same for whoever reads it', () => {
    expect(publicLogoUrl('https://app.example.com', `logos/${teamId}/${name}.png`)).toBe(
      `https://app.example.com/logos/${teamId}/${name}.png`,
    );
    expect(publicLogoUrl('http://localhost:3000/', `logos/${teamId}/${name}.jpg`)).toBe(
      `http://localhost:3000/logos/${teamId}/${name}.jpg`,
    );
  });

  it('refuse anything that is not a logo as the image store names them', () => {
    for (const key of [
      `avatars/${teamId}/${name}.png`,
      `logos/${teamId}/short.png`,
      `logos/${teamId}/${name}.svg`,
      `logos/${teamId}/../avatars/${name}.png`,
      `logos/${name}.png`,
      `/logos/${teamId}/${name}.png`,
      `logos/${teamId}/${name}.png?x=1`,
    ]) {
      expect(isPublicLogoKey(key), key).toBe(false);
      expect(() => publicLogoUrl('https://app.example.com', key), key).toThrow();
    }
  });
});
