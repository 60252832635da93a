import { SKILL_CATEGORIES } from '../../../../common/constants';
import { marketplaceAdminEndpoints } from '../../../../common/contracts/endpoints';
import { CATALOG_ID_PATTERN } from '../../../../common/contracts/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { endpointQuery } from '../../../lib/queries';
import { catalogQueries, skillName } from '../../catalog';

type Category = (typeof SKILL_CATEGORIES)[number];
const tutorsQuery = (q: string) => endpointQuery(marketplaceAdminEndpoints.marketplaceTutors, { q });

/** /admin/marketplace: skills, cities and the 1:1 switch per tutor (tutors never choose it). */
export function MarketplaceAdminPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid="marketplace-admin-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('marketplaceAdmin.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('marketplaceAdmin.intro')}</p>
      <Tabs defaultValue="skills" className="mt-6">
        <TabsList>
          <TabsTrigger value="skills">{t('marketplaceAdmin.tabs.skills')}</TabsTrigger>
          <TabsTrigger value="cities">{t('marketplaceAdmin.tabs.cities')}</TabsTrigger>
          <TabsTrigger value="tutors">{t('marketplaceAdmin.tabs.tutors')}</TabsTrigger>
        </TabsList>
        <TabsContent value="skills">
          <SkillsSection />
        </TabsContent>
        <TabsContent value="cities">
          <CitiesSection />
        </TabsContent>
        <TabsContent value="tutors">
          <TutorsSection />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function useFailure(titleKey: string) {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({
      title: t(titleKey),
      description: errorMessage(error, t('marketplaceAdmin.errors.failed')),
      variant: 'destructive',
    });
}

const emptySkill = { id: '', name: '', category: 'languages' as Category, description: '' };

function SkillForm({
  initial,
  isNew,
  onDone,
}: {
  initial: typeof emptySkill;
  isNew: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const ids = { id: useId(), name: useId(), category: useId(), description: useId() };
  const failed = useFailure('marketplaceAdmin.skills.notSaved');
  const save = useMutation({
    mutationFn: () =>
      isNew
        ? api(marketplaceAdminEndpoints.createSkill, draft)
        : api(
            marketplaceAdminEndpoints.updateSkill,
            { name: draft.name, category: draft.category, description: draft.description },
            { params: { id: draft.id } },
          ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogQueries.skills().queryKey });
      toast({ title: t('marketplaceAdmin.skills.saved', { name: draft.name }) });
      onDone();
    },
    onError: failed,
  });
  return (
    <form
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      data-testid="skill-form"
    >
      {isNew ? (
        <div>
          <Label htmlFor={ids.id}>{t('marketplaceAdmin.skills.id')}</Label>
          <Input
            id={ids.id}
            className="mt-1.5"
            value={draft.id}
            pattern={CATALOG_ID_PATTERN.source.slice(1, -1)}
            required
            onChange={(e) => setDraft({ ...draft, id: e.target.value.toLowerCase() })}
          />
          <p className="mt-1 text-xs text-slate-600">{t('marketplaceAdmin.skills.idHint')}</p>
        </div>
      ) : null}
      <div>
        <Label htmlFor={ids.name}>{t('marketplaceAdmin.skills.name')}</Label>
        <Input
          id={ids.name}
          className="mt-1.5"
          value={draft.name}
          required
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </div>
      <div>
        <Label htmlFor={ids.category}>{t('marketplaceAdmin.skills.category')}</Label>
        <Select
          id={ids.category}
          className="mt-1.5 w-full"
          value={draft.category}
          onChange={(e) => setDraft({ ...draft, category: e.target.value as Category })}
        >
          {SKILL_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`catalog.categories.${c}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor={ids.description}>{t('marketplaceAdmin.skills.description')}</Label>
        <Input
          id={ids.description}
          className="mt-1.5"
          value={draft.description}
          maxLength={500}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending} data-testid="save-skill">
          {t('marketplaceAdmin.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('marketplaceAdmin.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SkillsSection() {
  const { t } = useTranslation();
  const skills = useQuery(catalogQueries.skills());
  const [editing, setEditing] = useState<string | null>(null);
  if (!skills.data) return <LoadingBlock label={t('common.loading')} compact />;
  return (
    <section aria-label={t('marketplaceAdmin.tabs.skills')}>
      {editing === '' ? (
        <SkillForm initial={emptySkill} isNew onDone={() => setEditing(null)} />
      ) : (
        <Button size="sm" onClick={() => setEditing('')} data-testid="add-skill">
          <Plus aria-hidden="true" className="size-4" />
          {t('marketplaceAdmin.skills.add')}
        </Button>
      )}
      <ul
        className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        data-testid="admin-skills"
      >
        {skills.data.map((s) =>
          editing === s.id ? (
            <li key={s.id} className="p-3">
              <SkillForm
                initial={{
                  id: s.id,
                  name: s.name,
                  category: s.category as Category,
                  description: s.description,
                }}
                isNew={false}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={s.id} className="flex flex-wrap items-center gap-2 p-3" data-testid="admin-skill">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {s.name}
                  {skillName(t, s) !== s.name ? (
                    <span className="ml-2 text-sm font-normal text-slate-600">({skillName(t, s)})</span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  /learn/{s.id} · {t(`catalog.categories.${s.category}`, { defaultValue: s.category })} ·{' '}
                  {t('marketplaceAdmin.skills.tutors', { count: s.tutorCount })}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(s.id)}
                aria-label={t('marketplaceAdmin.skills.edit', { name: s.name })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('marketplaceAdmin.editShort')}
              </Button>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function CitiesSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cities = useQuery(catalogQueries.cities());
  const [draft, setDraft] = useState({ id: '', name: '', countryCode: '', region: '' });
  const ids = { id: useId(), name: useId(), country: useId(), region: useId() };
  const failed = useFailure('marketplaceAdmin.cities.notSaved');
  const add = useMutation({
    mutationFn: () => api(marketplaceAdminEndpoints.createCity, draft),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogQueries.cities().queryKey });
      toast({ title: t('marketplaceAdmin.cities.saved', { name: draft.name }) });
      setDraft({ id: '', name: '', countryCode: '', region: '' });
    },
    onError: failed,
  });
  return (
    <section aria-label={t('marketplaceAdmin.tabs.cities')}>
      <form
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
        data-testid="city-form"
      >
        <div>
          <Label htmlFor={ids.name}>{t('marketplaceAdmin.cities.name')}</Label>
          <Input
            id={ids.name}
            className="mt-1.5"
            required
            value={draft.name}
            onChange={(e) => {
              const name = e.target.value;
              const slug = name
                .toLowerCase()
                .normalize('NFKD')
                .replace(/[\u0300-\u036f]/g, '')
                .replace(/[^a-z0-9]+/g, '-')
                .replace(/^-|-$/g, '');
              setDraft({ ...draft, name, id: slug });
            }}
          />
        </div>
        <div>
          <Label htmlFor={ids.id}>{t('marketplaceAdmin.cities.id')}</Label>
          <Input
            id={ids.id}
            className="mt-1.5"
            required
            value={draft.id}
            onChange={(e) => setDraft({ ...draft, id: e.target.value.toLowerCase() })}
          />
        </div>
        <div>
          <Label htmlFor={ids.country}>{t('marketplaceAdmin.cities.country')}</Label>
          <Input
            id={ids.country}
            className="mt-1.5"
            required
            maxLength={2}
            value={draft.countryCode}
            onChange={(e) => setDraft({ ...draft, countryCode: e.target.value.toUpperCase() })}
          />
        </div>
        <div>
          <Label htmlFor={ids.region}>{t('marketplaceAdmin.cities.region')}</Label>
          <Input
            id={ids.region}
            className="mt-1.5"
            value={draft.region}
            onChange={(e) => setDraft({ ...draft, region: e.target.value })}
          />
        </div>
        <div className="sm:col-span-4">
          <Button type="submit" size="sm" disabled={add.isPending} data-testid="save-city">
            <Plus aria-hidden="true" className="size-4" />
            {t('marketplaceAdmin.cities.add')}
          </Button>
        </div>
      </form>
      {cities.data ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-cities">
          {cities.data.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="font-medium text-slate-900">
                {c.name} <span className="text-slate-600">({c.countryCode})</span>
              </p>
              <p className="text-slate-700">
                /city/{c.id} · {t('marketplaceAdmin.skills.tutors', { count: c.tutorCount })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <LoadingBlock label={t('common.loading')} compact />
      )}
    </section>
  );
}

function TutorsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const searchId = useId();
  const tutors = useQuery(tutorsQuery(q.trim()));
  const failed = useFailure('marketplaceAdmin.tutors.notSaved');
  const toggle = useMutation({
    mutationFn: (v: { id: string; enabled: boolean }) =>
      api(marketplaceAdminEndpoints.setPrivateSessions, { enabled: v.enabled }, { params: { id: v.id } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (x) => String(x.queryKey[0]).startsWith('/api/admin/marketplace/tutors'),
      }),
    onError: failed,
  });
  return (
    <section aria-label={t('marketplaceAdmin.tabs.tutors')}>
      <p className="text-sm text-slate-700">{t('marketplaceAdmin.tutors.intro')}</p>
      <div className="mt-3 max-w-sm">
        <Label htmlFor={searchId}>{t('marketplaceAdmin.tutors.search')}</Label>
        <div className="relative mt-1.5">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
      </div>
      {!tutors.data ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : tutors.data.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('marketplaceAdmin.tutors.none')}</p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          data-testid="admin-tutors"
        >
          {tutors.data.map((tutor) => (
            <li key={tutor.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="admin-tutor">
              <div className="min-w-0 flex-1">
                <p id={`tutor-name-${tutor.id}`} className="font-medium text-slate-900">
                  {tutor.name}
                </p>
                <p className="truncate text-sm text-slate-700">
                  {tutor.email}
                  {tutor.city ? ` · ${tutor.city}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2 text-sm text-slate-800" data-testid="private-switch">
                <Switch
                  id={`private-${tutor.id}`}
                  checked={tutor.privateSessionsEnabled}
                  disabled={toggle.isPending}
                  onCheckedChange={(enabled) => toggle.mutate({ id: tutor.id, enabled })}
                  aria-labelledby={`private-label-${tutor.id} tutor-name-${tutor.id}`}
                />
                <span id={`private-label-${tutor.id}`}>{t('marketplaceAdmin.tutors.private')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
