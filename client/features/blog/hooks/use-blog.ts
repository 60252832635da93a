import { contentEndpoints as c } from '../../../../common/contracts/routes';
import type { EndpointInput, EndpointOutput } from '../../../../common/contracts/define';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isPostRef, isUuid } from '../../../../common/contracts/values';

export type PostSummary = EndpointOutput<typeof c.listPosts>[number];
export type PostDetail = EndpointOutput<typeof c.getPost>;
export type PostInput = EndpointInput<typeof c.createPost>;
export type PostStatus = PostSummary['status'];

export const PUBLIC_POSTS_KEY = [c.listPosts.path] as const;
export const ADMIN_POSTS_KEY = [c.adminListPosts.path] as const;
const publicPostKey = (id: string) => [c.getPost.path, id] as const;
const adminPostKey = (id: string) => [c.adminGetPost.path, id] as const;

/** Ids the contracts would refuse are unknown articles: no request, straight to "not found". */
export const isPublicPostId = isPostRef;
export const isAdminPostId = isUuid;

/** Every published article, newest first; the list page filters by tag and language itself. */
export function usePublishedPosts() {
  return useQuery({
    queryKey: PUBLIC_POSTS_KEY,
    queryFn: ({ signal }) => api(c.listPosts, {}, { signal }),
  });
}

export function usePublishedPost(id: string) {
  return useQuery({
    queryKey: publicPostKey(id),
    queryFn: ({ signal }) => api(c.getPost, {}, { signal, params: { id } }),
    enabled: isPublicPostId(id),
  });
}

export function useAdminPosts() {
  return useQuery({
    queryKey: ADMIN_POSTS_KEY,
    queryFn: ({ signal }) => api(c.adminListPosts, {}, { signal }),
  });
}

export function useAdminPost(id: string | null) {
  return useQuery({
    queryKey: adminPostKey(id ?? ''),
    queryFn: ({ signal }) => api(c.adminGetPost, {}, { signal, params: { id: id! } }),
    enabled: id !== null && isAdminPostId(id),
  });
}

/** After any change the admin list, the public list and both views of the article are re-read. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (post: PostDetail) => {
    queryClient.setQueryData(adminPostKey(post.id), post);
    void queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_POSTS_KEY });
    queryClient.removeQueries({ queryKey: [c.getPost.path] });
  };
}

export function useSavePost() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PostInput }) =>
      id ? api(c.updatePost, input, { params: { id } }) : api(c.createPost, input),
    onSuccess: refresh,
  });
}

export function useSetPostStatus() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PostStatus }) =>
      api(c.setPostStatus, { status }, { params: { id } }),
    onSuccess: refresh,
  });
}
