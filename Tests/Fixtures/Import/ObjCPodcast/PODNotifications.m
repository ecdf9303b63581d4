#import "PODNotifications.h"

NSString *const PODCategoryNewEpisode = @"NEW_EPISODE";

@interface PODNotifications ()
@property (nonatomic, readonly) UNNotificationCategory *episodeCategory;
@end

@implementation PODNotifications

- (UNNotificationAction *)playAction {
    NSString *title = [NSString localizedUserNotificationStringForKey:@"PLAY_NOW" arguments:nil];
    if (@available(iOS 15.0, macOS 12.0, *)) {
        return [UNNotificationAction actionWithIdentifier:POD_ACTION_PLAY title:title options:UNNotificationActionOptionForeground
                                                     icon:[UNNotificationActionIcon iconWithTemplateImageName:@"play-glyph"]];
    } else {
        return [UNNotificationAction actionWithIdentifier:POD_ACTION_PLAY title:title options:UNNotificationActionOptionForeground];
    }
}

- (UNNotificationCategory *)episodeCategory {
    UNNotificationAction *queue = [UNNotificationAction
        actionWithIdentifier:POD_ACTION_QUEUE
                       title:[[NSBundle mainBundle] localizedStringForKey:@"Play Later" value:@"" table:nil]
                     options:UNNotificationActionOptionNone];
    return [UNNotificationCategory categoryWithIdentifier:PODCategoryNewEpisode
                                                  actions:@[[self playAction], queue]
                                        intentIdentifiers:@[INPlayMediaIntentIdentifier]
                            hiddenPreviewsBodyPlaceholder:@"New episode"
                                                  options:UNNotificationCategoryOptionHiddenPreviewsShowTitle];
}

- (void)registerCategories {
    NSArray *categories = @[
        self.episodeCategory,
        [UNNotificationCategory categoryWithIdentifier:@"DOWNLOAD_FAILED" actions:@[] intentIdentifiers:@[]
                                                   options:UNNotificationCategoryOptionCustomDismissAction],
    ];
    [UNUserNotificationCenter.currentNotificationCenter setNotificationCategories:[NSSet setWithArray:categories]];
}

@end
