import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';
import type { Language, TStaticPage } from '../../lib/domain.ts';

/** GET /static_pages/{lang}/{slug} (spec §7 "Vouchers and static pages"); 404 PAGE_NOT_FOUND when unknown. */
export function fetchStaticPage(lang: Language, slug: string): Promise<TStaticPage> {
  return http.get<TStaticPage>(`/static_pages/${lang}/${encodeURIComponent(slug)}`);
}

export function useStaticPage(lang: Language, slug: string) {
  return useQuery({
    queryKey: ['static-page', lang, slug],
    queryFn: () => fetchStaticPage(lang, slug),
    staleTime: 10 * 60_000,
  });
}
