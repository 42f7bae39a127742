import { MAX_UPLOAD_BYTES, compressForUpload, type CompressFn } from './compress';

/** A fake encoder whose output shrinks with the quality, as a JPEG encoder's does. */
const fakeEncoder = (bytesPerQuality: number) => {
  const qualities: number[] = [];
  const compress: CompressFn = async (_file, quality) => {
    qualities.push(quality);
    return new Blob([new Uint8Array(Math.round(bytesPerQuality * quality))]);
  };
  return { compress, qualities };
};

describe('compressForUpload', () => {
  it('means 0.2 MB as 200,000 bytes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(200_000);
  });

  it('stops at quality 0.5 when the first pass is small enough', async () => {
    const { compress, qualities } = fakeEncoder(300_000); // 150 kB at 0.5
    const result = await compressForUpload(new Blob(['x']), compress);
    expect(qualities).toEqual([0.5]);
    expect(result.size).toBe(150_000);
  });

  it('lowers the quality until the file is at most 0.2 MB', async () => {
    const { compress, qualities } = fakeEncoder(1_000_000); // 500 kB at 0.5, 200 kB at 0.2
    const result = await compressForUpload(new Blob(['x']), compress);
    expect(qualities).toEqual([0.5, 0.4, 0.3, 0.2]);
    expect(result.size).toBeLessThanOrEqual(200_000);
  });

  it('gives up at the lowest quality rather than looping forever', async () => {
    const { compress, qualities } = fakeEncoder(100_000_000);
    await compressForUpload(new Blob(['x']), compress);
    expect(qualities).toEqual([0.5, 0.4, 0.3, 0.2, 0.1, 0.05]);
  });
});
