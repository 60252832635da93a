import { blogEndpoints } from '../../../../common/contracts/endpoints';
import type { EndpointInput, EndpointOutput } from '../../../../common/contracts/define';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { blogQueries } from '../api/blog.queries';
import { isPostRef, isUuid } from '../../../../common/contracts/values';

export type PostSummary = EndpointOutput<typeof blogEndpoints.listPosts>[number];
export type PostDetail = EndpointOutput<typeof blogEndpoints.getPost>;
export type PostInput = EndpointInput<typeof blogEndpoints.createPost>;
export type PostStatus = PostSummary['status'];

export const PUBLIC_POSTS_KEY = blogQueries.published().queryKey;
export const ADMIN_POSTS_KEY = blogQueries.adminList().queryKey;

/** Ids the contracts would refuse are unknown articles: no request, straight to "not found". */
export const isPublicPostId = isPostRef;
export const isAdminPostId = isUuid;

/** Every published article, newest first; the list page filters by tag and language itself. */
export function usePublishedPosts() {
  return useQuery(blogQueries.published());
}

export function usePublishedPost(id: string) {
  return useQuery({
    ...blogQueries.post(id),
    enabled: isPublicPostId(id),
  });
}

export function useAdminPosts() {
  return useQuery(blogQueries.adminList());
}

export function useAdminPost(id: string | null) {
  return useQuery({
    ...blogQueries.adminPost(id ?? ''),
    enabled: id !== null && isAdminPostId(id),
  });
}

/** After any change the admin list, the public list and both views of the article are re-read. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (post: PostDetail) => {
    queryClient.setQueryData(blogQueries.adminPost(post.id).queryKey, post);
    void queryClient.invalidateQueries({ queryKey: ADMIN_POSTS_KEY });
    void queryClient.invalidateQueries({ queryKey: PUBLIC_POSTS_KEY });
    // Every public view of an article (by id or by slug) is read again when next shown.
    queryClient.removeQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith('/api/blog/posts/'),
    });
  };
}

export function useSavePost() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PostInput }) =>
      id ? api(blogEndpoints.updatePost, input, { params: { id } }) : api(blogEndpoints.createPost, input),
    onSuccess: refresh,
  });
}

export function useSetPostStatus() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PostStatus }) =>
      api(blogEndpoints.setPostStatus, { status }, { params: { id } }),
    onSuccess: refresh,
  });
}
