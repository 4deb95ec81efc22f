import { describe, expect, it } from 'vitest';
import { isOwnJob } from './job-owner';

describe('which jobs an organisation may edit', () => {
  it("is its own company's jobs", () => {
    expect(isOwnJob({ company: 4 }, 4)).toBe(true);
  });

  it("is not another company's job, nor any job before the company is added", () => {
    expect(isOwnJob({ company: 5 }, 4)).toBe(false);
    expect(isOwnJob({ company: null }, null)).toBe(false);
    expect(isOwnJob({ company: 4 }, undefined)).toBe(false);
  });
});
