// A calendar app: invitation answers looked up in the "Notifications" strings table, one category per kind of
// invitation made by a method with parameters, a set made with setWithObjects:.
#import <UserNotifications/UserNotifications.h>

static NSString *const CALTable = @"Notifications";

@implementation CALNotificationRegistrar

+ (NSArray<UNNotificationAction *> *)answerActions {
    UNNotificationAction *accept = [UNNotificationAction
        actionWithIdentifier:@"ACCEPT"
                       title:NSLocalizedStringFromTable(@"invite.accept", CALTable, @"Accept an invitation")
                     options:UNNotificationActionOptionAuthenticationRequired];
    UNNotificationAction *tentative = [UNNotificationAction
        actionWithIdentifier:@"TENTATIVE"
                       title:NSLocalizedStringFromTable(@"invite.maybe", @"Notifications", @"Answer maybe")
                     options:0];
    UNNotificationAction *decline = [UNNotificationAction
        actionWithIdentifier:@"DECLINE"
                       title:NSLocalizedStringWithDefaultValue(@"invite.decline", CALTable, [NSBundle mainBundle], @"Decline", @"Decline an invitation")
                     options:UNNotificationActionOptionDestructive];
    return @[accept, tentative, decline];
}

+ (UNNotificationCategory *)categoryForKind:(NSString *)kind summary:(NSString *)summary {
    return [UNNotificationCategory categoryWithIdentifier:[@"INVITE_" stringByAppendingString:kind]
                                                  actions:[self answerActions]
                                        intentIdentifiers:@[]
                            hiddenPreviewsBodyPlaceholder:NSLocalizedStringFromTable(@"invite.hidden", CALTable, @"")
                                    categorySummaryFormat:summary
                                                  options:UNNotificationCategoryOptionCustomDismissAction];
}

+ (void)registerWithCenter:(UNUserNotificationCenter *)center {
    NSSet *categories = [NSSet setWithObjects:
        [self categoryForKind:@"EVENT" summary:@"%u more invitations"],
        [self categoryForKind:@"REMINDER" summary:@"%u more reminders"],
        [UNNotificationCategory categoryWithIdentifier:@"ALARM" actions:@[] intentIdentifiers:@[] options:kNilOptions],
        nil];
    [center setNotificationCategories:categories];
}

@end
