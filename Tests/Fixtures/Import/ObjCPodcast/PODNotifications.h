// A podcast app: titles localized with localizedUserNotificationStringForKey:arguments: and NSBundle's
// localizedStringForKey:value:table:, template-image icons from iOS 15 with a plain action before it, category
// options that show the title in hidden previews, a category made in a class method called through a property.
#import <UserNotifications/UserNotifications.h>

FOUNDATION_EXPORT NSString *const PODCategoryNewEpisode;
#define POD_ACTION_PLAY @"episode.play"
#define POD_ACTION_QUEUE @"episode.queue"
